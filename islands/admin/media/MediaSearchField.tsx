/** The media library's search by file name: found as the typing pauses, or at once with Enter (which never sends a form around it). */
import { useId } from 'react';
import { MAX_MEDIA_SEARCH } from '../../../domain/media/media-api.js';
import type { MediaPages } from './use-media-pages.js';

export function MediaSearchField({ pages, label = 'Search by file name' }: { pages: MediaPages; label?: string }) {
  const id = useId();
  return (
    <div className="admin-field admin-media-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        maxLength={MAX_MEDIA_SEARCH}
        value={pages.draft}
        onChange={(e) => pages.setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          pages.searchNow();
        }}
      />
    </div>
  );
}
