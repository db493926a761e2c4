import { StoreError } from './errors.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';
import { removePartIn, writePartIn, type SaveOptions } from './versioned-part-writes.js';

export { HISTORY_KEPT, type SaveOptions } from './versioned-part-writes.js';

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

/**
 * Saves a part if it is still at the version the edit was based on (else `stale-version`, nothing
 * written); the replaced value goes to the history, which keeps the last `HISTORY_KEPT`.
 */
export async function saveVersionedPart(store: Store, part: string, value: unknown, options: SaveOptions): Promise<VersionedPart> {
  const json = JSON.stringify(value) ?? 'null';
  return writeTransaction(store, async (trx) => {
    const now = Date.now();
    const version = await writePartIn(store, trx, part, json, options, now);
    return { part, value, version, updated: now };
  });
}

/** Removes a part if it is at the expected version; its last value stays in the history. */
export async function deleteVersionedPart(store: Store, part: string, options: SaveOptions): Promise<void> {
  await writeTransaction(store, (trx) => removePartIn(store, trx, part, options, Date.now()));
}

/** One change of `changeVersionedParts`: a new value, or `remove`, based on `expectedVersion`. */
export type PartChange = { part: string; expectedVersion: number } & ({ value: unknown } | { remove: true });

/**
 * Several parts saved or removed in one write transaction: all of them, or (one is stale or
 * missing) none.
 */
export async function changeVersionedParts(store: Store, changes: readonly PartChange[], savedBy?: string): Promise<void> {
  const written = changes.map((change) => ('value' in change ? { ...change, json: JSON.stringify(change.value) ?? 'null' } : change));
  await writeTransaction(store, async (trx) => {
    const now = Date.now();
    for (const change of written) {
      const options = { expectedVersion: change.expectedVersion, savedBy };
      if ('json' in change) await writePartIn(store, trx, change.part, change.json, options, now);
      else await removePartIn(store, trx, change.part, options, now);
    }
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

