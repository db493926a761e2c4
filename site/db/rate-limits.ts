import { sql, type Insertable, type Kysely } from 'kysely';
import { fixedQuery } from './fixed-query.js';
import type { Database, RateLimitTable } from './schema.js';
import type { Store } from './store.js';

/** One hit to count: the counter's key and the length of its window. */
export interface LimitHit {
  key: string;
  windowMs: number;
}

/** A counter after a hit: how many hits its window holds and when the window ends. */
export interface LimitCount {
  key: string;
  count: number;
  expiresAt: number;
}

/**
 * Counts one hit on each key in one statement (`INSERT … ON CONFLICT DO UPDATE … RETURNING`, the
 * same on SQLite and PostgreSQL), so concurrent hits from any process on the database are all
 * counted: a window that has ended starts again at 1. Answers the counts in the order of `hits`.
 */
export async function countHits(store: Store, hits: readonly LimitHit[], now = Date.now()): Promise<LimitCount[]> {
  const unique = [...new Map(hits.map((hit) => [hit.key, hit])).values()];
  if (unique.length === 0) return [];
  // One order for every caller, so two PostgreSQL transactions never wait on each other's rows.
  unique.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const [first, second] = unique;
  // A change's limits are two keys: that statement is compiled once (fixed-query.ts).
  const rows =
    first && second && unique.length === 2
      ? await countTwoHits.rows(store.db, { now, key1: first.key, expires1: now + first.windowMs, key2: second.key, expires2: now + second.windowMs })
      : await countHitsQuery(store.db, unique.map((hit) => ({ key: hit.key, count: 1, expires_at: now + hit.windowMs })), now).execute();
  const byKey = new Map(rows.map((row) => [row.key, { key: row.key, count: Number(row.count), expiresAt: Number(row.expires_at) }]));
  return hits.map((hit) => byKey.get(hit.key) ?? { key: hit.key, count: 1, expiresAt: now + hit.windowMs });
}

/** The live counts of `keys` (a key without a live window is absent). */
export async function readCounts(store: Store, keys: readonly string[], now = Date.now()): Promise<Map<string, LimitCount>> {
  if (keys.length === 0) return new Map();
  const rows = await store.db
    .selectFrom('rate_limits')
    .select(['key', 'count', 'expires_at'])
    .where('key', 'in', [...new Set(keys)])
    .where('expires_at', '>', now)
    .execute();
  return new Map(rows.map((row) => [row.key, { key: row.key, count: Number(row.count), expiresAt: Number(row.expires_at) }]));
}

/** Takes back one hit of each key's live window (a hit that turned out not to count). */
export async function uncountHits(store: Store, keys: readonly string[], now = Date.now()): Promise<void> {
  if (keys.length === 0) return;
  await store.db
    .updateTable('rate_limits')
    .set({ count: sql<number>`rate_limits.count - 1` })
    .where('key', 'in', [...new Set(keys)])
    .where('expires_at', '>', now)
    .where('count', '>', 0)
    .execute();
}

/** Ends the window of each key. */
export async function clearCounts(store: Store, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await store.db.deleteFrom('rate_limits').where('key', 'in', [...new Set(keys)]).execute();
}

/** A mark that lasts `ttlMs` from now (its window restarts if it exists). */
export async function setMark(store: Store, key: string, ttlMs: number, now = Date.now()): Promise<void> {
  await store.db
    .insertInto('rate_limits')
    .values({ key, count: 1, expires_at: now + ttlMs })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ count: 1, expires_at: now + ttlMs }))
    .execute();
}

/** Deletes the counters whose window has ended; answers how many. */
export async function sweepCounts(store: Store, now = Date.now()): Promise<number> {
  const result = await store.db.deleteFrom('rate_limits').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function countHitsQuery(db: Kysely<Database>, values: Insertable<RateLimitTable>[], now: number) {
  return db
    .insertInto('rate_limits')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.expires_at <= ${now} then 1 else rate_limits.count + 1 end`,
        expires_at: sql<number>`case when rate_limits.expires_at <= ${now} then excluded.expires_at else rate_limits.expires_at end`,
      }),
    )
    .returning(['key', 'count', 'expires_at']);
}

type TwoHits = { now: number; key1: string; expires1: number; key2: string; expires2: number };
const countTwoHits = fixedQuery(['now', 'key1', 'expires1', 'key2', 'expires2'], (db, a: TwoHits) =>
  countHitsQuery(db, [{ key: a.key1, count: 1, expires_at: a.expires1 }, { key: a.key2, count: 1, expires_at: a.expires2 }], a.now),
);
