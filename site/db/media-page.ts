/** The media library read a page at a time: newest first, keyset-paged by upload time then id, with how many files the kind and search find. */
import { sql, type SqlBool } from 'kysely';
import type { MediaKind } from '../../domain/media/media.js';
import { decodeCursor, InvalidCursorError, toPage, type Page } from './cursor.js';
import { likeContaining } from './like-pattern.js';
import type { MediaRow } from './media.js';
import type { Store } from './store.js';

export interface MediaPageFilter {
  kind?: MediaKind | undefined;
  /** Part of the file name, any case; blank is every file. */
  search?: string | undefined;
  /** The `nextPageCursor` of the page before. */
  cursor?: string | undefined;
  limit: number;
}

/** The last row's place of a cursor: its upload time (a whole number of ms) and id; else the cursor is not ours. */
function afterOf(cursor: string): [number, string] {
  const key = decodeCursor(cursor, ['number', 'string']);
  const [at, id] = key ?? [];
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0 || typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new InvalidCursorError();
  return [at, id];
}

/** The files of the filter's kind and search (every page of them): one WHERE for the page and its count. */
function filtered(store: Store, filter: MediaPageFilter) {
  let query = store.db.selectFrom('media');
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  const search = filter.search?.trim().toLowerCase() ?? '';
  if (search !== '') query = query.where(sql<SqlBool>`lower(filename) like ${likeContaining(search)} escape '\\'`);
  return query;
}

/** How many files the kind and search find, on every page together. */
export async function countMedia(store: Store, filter: MediaPageFilter): Promise<number> {
  const row = await filtered(store, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** One page of files, newest first; equal upload times in descending id, so no file is shown twice or skipped. */
export async function pageMedia(store: Store, filter: MediaPageFilter): Promise<Page<MediaRow>> {
  let query = filtered(store, filter).selectAll();
  if (filter.cursor !== undefined) {
    const [at, id] = afterOf(filter.cursor);
    query = query.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])]));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit + 1).execute();
  return toPage(rows, filter.limit, (row) => [Number(row.created_at), row.id]);
}
