/** Previous and next page of a list read by page number, with "Page n of m" when the count is known. */
export interface PageButtonsProps {
  /** The navigation landmark's name ("Review pages"). */
  label: string;
  page: number;
  pageCount?: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  className?: string;
}

export function PageButtons({ label, page, pageCount, hasNext, onPage, className }: PageButtonsProps) {
  return (
    <nav className={className ? `admin-actions ${className}` : 'admin-actions'} aria-label={label}>
      <button type="button" className="admin-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      {pageCount !== undefined && <span className="admin-page-of">Page {page} of {pageCount}</span>}
      <button type="button" className="admin-button" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
