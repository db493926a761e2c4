/**
 * The writes of a versioned content part inside a write transaction: each checks the version the
 * change was based on (else `stale-version` naming the part, and the caller's transaction rolls
 * back) and keeps the replaced value in the history.
 */
import type { Kysely } from 'kysely';
import { StoreError } from './errors.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';
import { lockForUpdate } from './transaction.js';

/** How many replaced versions of each part are kept for restoring. */
export const HISTORY_KEPT = 20;

export interface SaveOptions {
  /** The version the edit was based on; 0 for a part that must not exist yet. */
  expectedVersion: number;
  savedBy?: string;
}

async function lockedPart(store: Store, trx: Kysely<Database>, part: string) {
  return lockForUpdate(store, trx.selectFrom('site_content').select(['value', 'version']).where('part', '=', part)).executeTakeFirst();
}

async function keepInHistory(trx: Kysely<Database>, part: string, current: { value: string; version: number }, savedBy: string | undefined, now: number) {
  await trx
    .insertInto('content_history')
    .values({ part, version: current.version, value: current.value, saved_by: savedBy ?? null, saved_at: now })
    .onConflict((oc) => oc.columns(['part', 'version']).doNothing())
    .execute();
}

/** Writes `json` as the part's next version; returns that version. */
export async function writePartIn(store: Store, trx: Kysely<Database>, part: string, json: string, options: SaveOptions, now: number): Promise<number> {
  const current = await lockedPart(store, trx, part);
  const currentVersion = current?.version ?? 0;
  if (currentVersion !== options.expectedVersion) throw new StoreError('stale-version', { part, current: currentVersion });
  if (!current) {
    await trx.insertInto('site_content').values({ part, value: json, updated_at: now, version: 1 }).execute();
    return 1;
  }
  await keepInHistory(trx, part, current, options.savedBy, now);
  await trx.updateTable('site_content').set({ value: json, updated_at: now, version: currentVersion + 1 }).where('part', '=', part).execute();
  await trx
    .deleteFrom('content_history')
    .where('part', '=', part)
    .where('version', '<=', currentVersion - HISTORY_KEPT)
    .execute();
  return currentVersion + 1;
}

/** Removes the part; its last value stays in the history. */
export async function removePartIn(store: Store, trx: Kysely<Database>, part: string, options: SaveOptions, now: number): Promise<void> {
  const current = await lockedPart(store, trx, part);
  if (!current) throw new StoreError('unknown-part', { part });
  if (current.version !== options.expectedVersion) throw new StoreError('stale-version', { part, current: current.version });
  await keepInHistory(trx, part, current, options.savedBy, now);
  await trx.deleteFrom('site_content').where('part', '=', part).execute();
}
