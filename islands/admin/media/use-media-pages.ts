/**
 * The media library as every list of it reads it (the Media screen and the pickers): page by
 * page, newest first, of one kind or all, searched by file name. The search box's text is sent
 * once the typing pauses (or at once with Enter). Another kind or search keeps the files shown
 * (`paged.changing`) until its first page arrives. Given an `address`, the search sent is the
 * address's (`?q=`), so a reload, Back or a shared link keeps it; what is typed is written there.
 */
import { useEffect, useState } from 'react';
import type { MediaItem, MediaKind } from '../../../domain/media/media.js';
import { mediaSearchOf } from '../../../domain/media/media-api.js';
import { api } from '../query/api.js';
import { useApiPages, type Paged } from '../query/use-api-pages.js';
import { useSettledValue } from '../ui/use-settled-value.js';

const SEARCH_PAUSE_MS = 300;

export interface MediaPages {
  paged: Paged<MediaItem>;
  /** How many files the kind and search of the files shown find, on every page together (null before the first page). */
  total: number | null;
  /** The text in the search box, and what it was when last sent (trimmed). */
  draft: string;
  search: string;
  /** The search the files shown were found by: the one before while `paged.changing`. */
  shownSearch: string;
  setDraft: (text: string) => void;
  /** Sends the box's text now (Enter). */
  searchNow: () => void;
}

/** A search kept in the address: its text there, and how to write another. */
export interface SearchAddress {
  q: string;
  setQ: (q: string) => void;
}

export function useMediaPages(kind: MediaKind | undefined, address?: SearchAddress): MediaPages {
  const [draft, setDraft] = useState(address?.q ?? '');
  const [settled, settle] = useSettledValue(draft, SEARCH_PAUSE_MS);
  const typed = mediaSearchOf(settled);
  const search = address ? address.q : typed;
  const addressed = address?.q;
  const setQ = address?.setQ;

  // What is typed goes to the address once it settles…
  useEffect(() => {
    if (setQ !== undefined && addressed !== undefined && typed !== addressed) setQ(typed);
  }, [typed]); // Only a new typed search is written: the address changing on its own (Back) is read below.
  // …and a search the address gets otherwise (Back, Forward) fills the box.
  useEffect(() => {
    if (addressed === undefined) return;
    setDraft((now) => (mediaSearchOf(now) === addressed ? now : addressed));
    settle(addressed);
  }, [addressed]);

  const paged = useApiPages(api.mediaPage, { kind, q: search }, (page) => page, { keepWhileChanging: true });
  const [shownSearch, setShownSearch] = useState(search);
  if (!paged.changing && shownSearch !== search) setShownSearch(search);
  const last = paged.answers.at(-1);
  return { paged, total: last ? last.total : null, draft, search, shownSearch: paged.changing ? shownSearch : search, setDraft, searchNow: () => settle(draft) };
}
