import { StoreError } from './errors.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';

/** How many replaced versions of each part are kept for restoring. */
export const HISTORY_KEPT = 20;

export interface VersionedPart<T = unknown> {
  part: string;
  value: T;
  version: number;
  updated: number;
}

export interface HistoryEntry {
  version: number;
  savedBy: string | null;
  saved: number;
}

/** One part with its version; undefined when the site has no such part. */
export async function readVersionedPart(store: Store, part: string): Promise<VersionedPart | undefined> {
  const row = await store.db.selectFrom('site_content').select(['value', 'version', 'updated_at']).where('part', '=', part).executeTakeFirst();
  return row && { part, value: JSON.parse(row.value) as unknown, version: row.version, updated: row.updated_at };
}

/** Parts whose name starts with the prefix (`template:`, `collection:`…), with their versions. */
export async function listVersionedParts(store: Store, prefix: string): Promise<VersionedPart[]> {
  const rows = await store.db
    .selectFrom('site_content')
    .select(['part', 'value', 'version', 'updated_at'])
    .where('part', 'like', `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .orderBy('part')
    .execute();
  return rows
    .filter((r) => r.part.startsWith(prefix))
    .map((r) => ({ part: r.part, value: JSON.parse(r.value) as unknown, version: r.version, updated: r.updated_at }));
}

export interface SaveOptions {
  /** The version the edit was based on; 0 for a part that must not exist yet. */
  expectedVersion: number;
  savedBy?: string;
}

/**
 * Saves a part if it is still at the version the edit was based on (else `stale-version`, nothing
 * written); the replaced value goes to the history, which keeps the last `HISTORY_KEPT`.
 */
export async function saveVersionedPart(store: Store, part: string, value: unknown, options: SaveOptions): Promise<VersionedPart> {
  const json = JSON.stringify(value) ?? 'null';
  return writeTransaction(store, async (trx) => {
    const current = await trx.selectFrom('site_content').select(['value', 'version']).where('part', '=', part).executeTakeFirst();
    const currentVersion = current?.version ?? 0;
    if (currentVersion !== options.expectedVersion) throw new StoreError('stale-version', { current: currentVersion });
    const now = Date.now();
    if (current) {
      await trx
        .insertInto('content_history')
        .values({ part, version: current.version, value: current.value, saved_by: options.savedBy ?? null, saved_at: now })
        .onConflict((oc) => oc.columns(['part', 'version']).doNothing())
        .execute();
      await trx.updateTable('site_content').set({ value: json, updated_at: now, version: currentVersion + 1 }).where('part', '=', part).execute();
      await trx
        .deleteFrom('content_history')
        .where('part', '=', part)
        .where('version', '<=', currentVersion - HISTORY_KEPT)
        .execute();
    } else {
      await trx.insertInto('site_content').values({ part, value: json, updated_at: now, version: 1 }).execute();
    }
    return { part, value, version: currentVersion + 1, updated: now };
  });
}

/** Removes a part if it is at the expected version; its last value stays in the history. */
export async function deleteVersionedPart(store: Store, part: string, options: SaveOptions): Promise<void> {
  await writeTransaction(store, async (trx) => {
    const current = await trx.selectFrom('site_content').select(['value', 'version']).where('part', '=', part).executeTakeFirst();
    if (!current) throw new StoreError('unknown-part');
    if (current.version !== options.expectedVersion) throw new StoreError('stale-version', { current: current.version });
    await trx
      .insertInto('content_history')
      .values({ part, version: current.version, value: current.value, saved_by: options.savedBy ?? null, saved_at: Date.now() })
      .onConflict((oc) => oc.columns(['part', 'version']).doNothing())
      .execute();
    await trx.deleteFrom('site_content').where('part', '=', part).execute();
  });
}

/** The kept versions of a part, newest first. */
export async function listPartHistory(store: Store, part: string): Promise<HistoryEntry[]> {
  const rows = await store.db
    .selectFrom('content_history')
    .select(['version', 'saved_by', 'saved_at'])
    .where('part', '=', part)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => ({ version: r.version, savedBy: r.saved_by, saved: r.saved_at }));
}

/** A kept version's value; `unknown-version` when it is not kept. */
export async function readPartVersion(store: Store, part: string, version: number): Promise<unknown> {
  const row = await store.db
    .selectFrom('content_history')
    .select('value')
    .where('part', '=', part)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw new StoreError('unknown-version');
  return JSON.parse(row.value) as unknown;
}

/** Saves a kept version again as the newest (itself a versioned save, so it can be undone). */
export async function restorePartVersion(store: Store, part: string, version: number, options: SaveOptions): Promise<VersionedPart> {
  const value = await readPartVersion(store, part, version);
  return saveVersionedPart(store, part, value, options);
}

