/**
 * The foot of a list read page by page (`useApiPages`), once its first page shows: a failed next
 * page said with its retry (what is shown stays), and the button that reads the next page while
 * there is one ("Loading…" and disabled while it is read).
 */
import type { Paged } from '../query/use-api-pages.js';
import { ErrorState } from './StateViews.js';

export function PagedMore<Row>({ paged, label, failed, onMore }: { paged: Paged<Row>; label: string; failed?: string; onMore?: () => void }) {
  const more = onMore ?? paged.more;
  return (
    <>
      {paged.status === 'error' && <ErrorState message={failed ? `${failed} ${paged.error}` : paged.error} onRetry={more} />}
      {paged.hasMore && paged.status !== 'error' && (
        <button type="button" className="admin-button" onClick={more} disabled={paged.status === 'loading'}>
          {paged.status === 'loading' ? 'Loading…' : label}
        </button>
      )}
    </>
  );
}
