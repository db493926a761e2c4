/** The Media screen's kind filter, kept in the address (`/admin/media?kind=audio`) so a reload keeps it. */
import { mediaKindOf, type MediaKind } from '../../../domain/media/media.js';

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

/** The screen's address showing `kind`. */
export const mediaHref = (kind: MediaKind | undefined): string => (kind === undefined ? '/admin/media' : `/admin/media?kind=${kind}`);

export const filterOf = (kind: MediaKind | undefined): KindFilter => KIND_FILTERS.find((f) => f.kind === kind) ?? (KIND_FILTERS[0] as KindFilter);
