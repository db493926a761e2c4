/**
 * A list of the media library read page by page, as the Media screen and every picker show it:
 * loading and failed states before the first page, the empty state (of the library, or "No files
 * match …" for a search), the files, how many are shown of how many the kind and search find, then
 * a failed next page with its retry (what is shown stays) and "Show more". Another kind or search
 * keeps what is shown, marked busy (`aria-busy`), until its files arrive. After "Show more" the
 * focus moves to the first file it added, so a keyboard goes on from there.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { MediaItem } from '../../../domain/media/media.js';
import { PagedMore } from '../ui/PagedMore.js';
import { EmptyState, ErrorState, Loading } from '../ui/StateViews.js';
import { mediaCountText } from './media-count.js';
import type { MediaPages } from './use-media-pages.js';

interface Props {
  pages: MediaPages;
  loading: string;
  /** The editor's words for a failed read, said before the reason. */
  failed: string;
  /** What an empty library (or kind) says, when nothing is searched. */
  empty: ReactNode;
  /** The files as a list whose items are in the order given (`<ul>` of `<li>`). */
  children: (items: MediaItem[]) => ReactNode;
}

export function MediaPagesView({ pages, loading, failed, empty, children }: Props) {
  const { paged, shownSearch: search, total } = pages;
  const list = useRef<HTMLDivElement>(null);
  const firstAdded = useRef<number | null>(null);
  const count = paged.items.length;
  useLayoutEffect(() => {
    const index = firstAdded.current;
    if (index === null || count <= index) return;
    firstAdded.current = null;
    const item = list.current?.querySelectorAll<HTMLElement>('li')[index];
    (item?.querySelector<HTMLElement>('input[type="radio"]') ?? item)?.focus();
  }, [count]);

  if (count === 0 && paged.status === 'error') return <ErrorState message={`${failed} ${paged.error}`} onRetry={paged.reload} />;
  if (count === 0 && paged.status === 'loading') return <Loading label={loading} />;
  const busy = paged.changing || undefined;
  if (count === 0) return <div className="admin-media-results" aria-busy={busy}>{search === '' ? empty : <EmptyState title={`No files match “${search}”.`} />}</div>;
  return (
    <div className="admin-media-results" aria-busy={busy}>
      <div ref={list}>{children(paged.items)}</div>
      <p className="admin-hint admin-media-count" role="status">
        {mediaCountText(count, total ?? count, paged.hasMore, search)}
      </p>
      {!paged.changing && (
        <PagedMore
          paged={paged}
          label="Show more"
          failed="The next files could not be read."
          onMore={() => {
            firstAdded.current = count;
            paged.more();
          }}
        />
      )}
    </div>
  );
}
