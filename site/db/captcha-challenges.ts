import type { Store } from './store.js';

/**
 * The local captcha's issued challenges, kept as rows of `rate_limits` (key, the difficulty in
 * `count`, the expiry in `expires_at`; swept with the counters once expired), so every process on
 * the database sees them. Taking one deletes it in the same statement: of any number of
 * concurrent submissions of one token, in any process, exactly one gets the difficulty back.
 */
export async function storeChallenge(store: Store, key: string, bits: number, expiresAt: number): Promise<void> {
  await store.db.insertInto('rate_limits').values({ key, count: bits, expires_at: expiresAt }).execute();
}

/** The difficulty of the live challenge `key`, which is used up; undefined when there is none (unknown, used or expired). */
export async function takeChallenge(store: Store, key: string, now = Date.now()): Promise<number | undefined> {
  const row = await store.db.deleteFrom('rate_limits').where('key', '=', key).where('expires_at', '>', now).returning('count').executeTakeFirst();
  return row === undefined ? undefined : Number(row.count);
}
