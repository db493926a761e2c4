import { mediaUrl, type MediaItem, type MediaKind } from '../../domain/media/media.js';
import type { MediaTable } from './schema.js';
import { likeContaining } from './like-pattern.js';
import type { Store } from './store.js';

export type MediaRow = MediaTable;

export function mediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    kind: row.kind,
    filename: row.filename,
    contentType: row.content_type,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    created: Number(row.created_at),
    altText: row.alt_text,
    url: mediaUrl(row.id, row.filename),
  };
}

export async function insertMedia(store: Store, row: MediaRow): Promise<void> {
  await store.db.insertInto('media').values(row).execute();
}

export async function findMedia(store: Store, id: string): Promise<MediaRow | undefined> {
  return store.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The upload `id` only when it is of `kind` (an image block never shows a sound, nor a track a picture). */
export async function findMediaOfKind(store: Store, id: string, kind: MediaKind): Promise<MediaRow | undefined> {
  return store.db.selectFrom('media').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
}

/** Newest first; at most `limit` when given; only those of `kind` when given. */
export async function listMedia(store: Store, limit?: number, kind?: MediaKind): Promise<MediaRow[]> {
  const all = store.db.selectFrom('media').selectAll().orderBy('created_at', 'desc').orderBy('id');
  const query = kind === undefined ? all : all.where('kind', '=', kind);
  return (limit === undefined ? query : query.limit(limit)).execute();
}

/** Sets an upload's alt text; false when there is no such upload. */
export async function updateMediaAltText(store: Store, id: string, altText: string): Promise<boolean> {
  const result = await store.db.updateTable('media').set({ alt_text: altText }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMedia(store: Store, id: string): Promise<void> {
  await store.db.deleteFrom('media').where('id', '=', id).execute();
}

/** How many media rows share an original (uploading the same bytes twice keeps one file). */
export async function countMediaWithHash(store: Store, hash: string): Promise<number> {
  const row = await store.db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).where('hash', '=', hash).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A stored JSON value that mentions a file: its part name (or product id) and the JSON as stored. */
export interface MentioningRow {
  part: string;
  value: string;
}

/** The rows of a table of JSON values (`part`, `value`) whose value mentions `text`, by part. */
async function partsOf(store: Store, table: 'site_content' | 'content_drafts', text: string): Promise<MentioningRow[]> {
  const rows = await store.db.selectFrom(table).select(['part', 'value']).where('value', 'like', likeContaining(text)).execute();
  return rows.filter((r) => r.value.includes(text));
}

/** The content parts and the drafts (content-drafts.ts) whose stored JSON mentions the URL prefix (`/media/<id>/`), by part name. */
export async function partsMentioning(store: Store, text: string): Promise<MentioningRow[]> {
  const [parts, drafts] = await Promise.all([partsOf(store, 'site_content', text), partsOf(store, 'content_drafts', text)]);
  return [...parts, ...drafts].sort((a, b) => (a.part < b.part ? -1 : a.part > b.part ? 1 : 0));
}

/** The products whose content item (their images) mentions the URL prefix, in the shop's order. */
export async function productsMentioning(store: Store, text: string): Promise<{ id: string; title: string }[]> {
  const rows = await store.db.selectFrom('products').select(['id', 'title', 'content']).where('content', 'like', likeContaining(text)).orderBy('position').orderBy('id').execute();
  return rows.filter((r) => r.content.includes(text)).map((r) => ({ id: r.id, title: r.title }));
}
