/**
 * The media library as every list of it reads it (the Media screen and the pickers): page by
 * page, newest first, of one kind or all, searched by file name. The search box's text is sent
 * once the typing pauses (or at once with Enter).
 */
import { useState } from 'react';
import type { MediaItem, MediaKind } from '../../../domain/media/media.js';
import { MAX_MEDIA_SEARCH } from '../../../domain/media/media-api.js';
import { api } from '../query/api.js';
import { useApiPages, type Paged } from '../query/use-api-pages.js';
import { useSettledValue } from '../ui/use-settled-value.js';

const SEARCH_PAUSE_MS = 300;

export interface MediaPages {
  paged: Paged<MediaItem>;
  /** The text in the search box, and what it was when last sent (trimmed). */
  draft: string;
  search: string;
  setDraft: (text: string) => void;
  /** Sends the box's text now (Enter). */
  searchNow: () => void;
}

export function useMediaPages(kind: MediaKind | undefined): MediaPages {
  const [draft, setDraft] = useState('');
  const [settled, settle] = useSettledValue(draft, SEARCH_PAUSE_MS);
  const search = settled.trim().slice(0, MAX_MEDIA_SEARCH);
  const paged = useApiPages(api.mediaPage, { kind, q: search }, (page) => page);
  return { paged, draft, search, setDraft, searchNow: () => settle(draft) };
}
