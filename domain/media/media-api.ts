/** The media library's calls: the list's page, filter and search, and the alt text change, checked by the server and the screen alike. */
import { z } from 'zod';
import { MAX_ALT_TEXT, MEDIA_KINDS, type MediaItem, type MediaKind } from './media.js';

export const MEDIA_KIND_MESSAGE = `kind must be one of: ${MEDIA_KINDS.join(', ')}.`;

/** Files a page holds when `limit` is not given, and the most one may ask for. */
export const MEDIA_PAGE_SIZE = 30;
export const MEDIA_PAGE_MAX = 100;
/** The longest file name search (`q`). */
export const MAX_MEDIA_SEARCH = 100;
/** Typed text as the search it sends: trimmed, cut to the longest the server takes. */
export const mediaSearchOf = (text: string): string => text.trim().slice(0, MAX_MEDIA_SEARCH);

export const MEDIA_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${String(MEDIA_PAGE_MAX)}.`;
export const MEDIA_SEARCH_MESSAGE = `q must be at most ${String(MAX_MEDIA_SEARCH)} characters.`;
export const MEDIA_CURSOR_MESSAGE = 'cursor is not a page of the media library: start again from the first page.';

/**
 * `GET /api/admin/media?kind=image|audio&q=&limit=&cursor=`: no kind lists every file; `q` keeps
 * the files whose name contains it (any case; blank is no search); `limit` files a page (30 by
 * default, at most 100); `cursor` the `nextPageCursor` of the page before (checked by the server).
 */
export const mediaListQuery = z
  .object({
    kind: z
      .string()
      .refine((value): value is MediaKind => (MEDIA_KINDS as readonly string[]).includes(value), { message: MEDIA_KIND_MESSAGE })
      .optional(),
    q: z.string().trim().max(MAX_MEDIA_SEARCH, MEDIA_SEARCH_MESSAGE).optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, MEDIA_LIMIT_MESSAGE)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MEDIA_PAGE_MAX, MEDIA_LIMIT_MESSAGE)
      .optional(),
    cursor: z.string().min(1, MEDIA_CURSOR_MESSAGE).max(200, MEDIA_CURSOR_MESSAGE).optional(),
  });
export type MediaListQuery = z.infer<typeof mediaListQuery>;

/**
 * One page of the library, newest first (by upload time, then id); `nextPageCursor` reads the
 * next; `total` is how many files the kind and search find on every page together.
 */
export interface MediaPage {
  items: MediaItem[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
  total: number;
}

/** `PUT /api/admin/media/<id>`: the text read out in place of an image. */
export const mediaAltTextSchema = z.object({
  altText: z.string({ required_error: 'altText is required.', invalid_type_error: 'altText must be text.' }).trim().max(MAX_ALT_TEXT, `Alt text must be at most ${String(MAX_ALT_TEXT)} characters.`),
});
export type MediaAltText = z.infer<typeof mediaAltTextSchema>;
