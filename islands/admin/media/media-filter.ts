/**
 * The Media screen's kind filter and search, kept in the address (`/admin/media?kind=audio&q=kiln`)
 * so a reload, Back or a shared link keeps them.
 */
import { mediaKindOf, type MediaKind } from '../../../domain/media/media.js';
import { mediaSearchOf } from '../../../domain/media/media-api.js';

export interface KindFilter {
  kind: MediaKind | undefined;
  label: string;
  /** What the empty list says under this filter. */
  empty: string;
}

export const KIND_FILTERS: readonly KindFilter[] = [
  { kind: undefined, label: 'All', empty: 'The media library is empty.' },
  { kind: 'image', label: 'Images', empty: 'The media library has no images.' },
  { kind: 'audio', label: 'Audio', empty: 'The media library has no audio files.' },
];

/** The kind a query string asks for; anything but `image` or `audio` is every kind. */
export const kindFromSearch = (search: string): MediaKind | undefined => mediaKindOf(new URLSearchParams(search).get('kind'));

/** The file name search a query string holds (`q`), trimmed and cut to the longest the server takes. */
export const textFromSearch = (search: string): string => mediaSearchOf(new URLSearchParams(search).get('q') ?? '');

/** The query string (with its `?`, or empty) showing `kind` and the search `q` (blank is none). */
export function mediaQuery(kind: MediaKind | undefined, q = ''): string {
  const params = new URLSearchParams();
  if (kind !== undefined) params.set('kind', kind);
  if (q.trim() !== '') params.set('q', q.trim());
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The screen's address showing `kind` and the search `q`. */
export const mediaHref = (kind: MediaKind | undefined, q = ''): string => `/admin/media${mediaQuery(kind, q)}`;

export const filterOf = (kind: MediaKind | undefined): KindFilter => KIND_FILTERS.find((f) => f.kind === kind) ?? (KIND_FILTERS[0] as KindFilter);
