/**
 * Where a library file is still shown, as the owner knows it (the refused delete's `usedBy`): a
 * page, post, product or gallery by its title, with whether it is the draft or the published
 * version when the place keeps both, and the admin editor that changes it when there is one.
 */
export const MEDIA_USE_KINDS = ['page', 'post', 'event', 'item', 'gallery', 'collection', 'product', 'region', 'lock-screen', 'popup', 'content'] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

export interface MediaUse {
  kind: MediaUseKind;
  /** The page's, post's, product's… title; for `content`, the stored part's name (nothing better is known). */
  title: string;
  /** Only for places kept as a draft and a published version (layouts, slides). */
  state?: 'draft' | 'published';
  /** The admin screen that edits the place (`/admin/…`), when there is one. */
  href?: string;
}

/** How many places the message names before "and N more". */
export const MEDIA_USES_NAMED = 3;

const KIND_WORDS: Readonly<Record<MediaUseKind, string>> = {
  page: 'the page',
  post: 'the blog post',
  event: 'the event',
  item: 'the item',
  gallery: 'the gallery',
  collection: 'the collection',
  product: 'the product',
  region: 'the site-wide block field',
  'lock-screen': 'the lock screen',
  popup: 'the popup',
  content: 'the site content',
};

/** One place as a phrase: `the page “Contact” (draft)`. */
export function mediaUseText(use: MediaUse): string {
  const titled = use.kind === 'lock-screen' || use.kind === 'popup' ? KIND_WORDS[use.kind] : `${KIND_WORDS[use.kind]} “${use.title}”`;
  return use.state === undefined ? titled : `${titled} (${use.state})`;
}

/** The places as one list for a sentence: at most `named` of them, then "and N more". */
export function mediaUsesText(uses: readonly MediaUse[], named: number = MEDIA_USES_NAMED): string {
  const shown = uses.slice(0, named).map(mediaUseText);
  const rest = uses.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${String(rest)} more` : shown.join(', ');
}

const isUseKind = (value: unknown): value is MediaUseKind => (MEDIA_USE_KINDS as readonly unknown[]).includes(value);

/** The `usedBy` of a refused delete's body (anything not of that shape left out). */
export function mediaUsesOf(body: unknown): MediaUse[] {
  const list = typeof body === 'object' && body !== null && Array.isArray((body as { usedBy?: unknown }).usedBy) ? (body as { usedBy: unknown[] }).usedBy : [];
  return list.flatMap((entry): MediaUse[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { kind, title, state, href } = entry as Record<string, unknown>;
    if (!isUseKind(kind) || typeof title !== 'string') return [];
    return [{ kind, title, ...(state === 'draft' || state === 'published' ? { state } : {}), ...(typeof href === 'string' && href.startsWith('/admin/') ? { href } : {}) }];
  });
}
