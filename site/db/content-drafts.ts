/**
 * Drafts the admin autosaves (a layout's, a slide's), kept in `content_drafts` (migration 0021),
 * apart from the content pages read: saving one changes no content version, so no kept page is
 * dropped while someone edits. Versioned as content parts are (versioned-content.ts): a save names
 * the version it was based on, else `stale-version` naming the draft and nothing written. A draft
 * keeps no history of its own; publishing writes it and its published part in one transaction.
 */
import type { Kysely } from 'kysely';
import { StoreError } from './errors.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';
import { lockForUpdate, writeTransaction } from './transaction.js';
import { writePartIn } from './versioned-part-writes.js';

export interface StoredDraft {
  part: string;
  value: unknown;
  version: number;
  updated: number;
}

/** A draft with its version; undefined when none is stored. */
export async function readDraft(store: Store, part: string): Promise<StoredDraft | undefined> {
  const row = await store.db.selectFrom('content_drafts').select(['value', 'version', 'updated_at']).where('part', '=', part).executeTakeFirst();
  return row && { part, value: JSON.parse(row.value) as unknown, version: row.version, updated: Number(row.updated_at) };
}

/** Writes `value` as the draft's next version inside `trx` if it is at `expectedVersion`; returns the new version. */
async function writeDraftIn(store: Store, trx: Kysely<Database>, part: string, value: unknown, expectedVersion: number, savedBy: string | undefined, now: number): Promise<number> {
  const json = JSON.stringify(value) ?? 'null';
  const current = await lockForUpdate(store, trx.selectFrom('content_drafts').select('version').where('part', '=', part)).executeTakeFirst();
  const currentVersion = current?.version ?? 0;
  if (currentVersion !== expectedVersion) throw new StoreError('stale-version', { part, current: currentVersion });
  const row = { value: json, version: currentVersion + 1, saved_by: savedBy ?? null, updated_at: now };
  if (current) {
    await trx.updateTable('content_drafts').set(row).where('part', '=', part).where('version', '=', currentVersion).execute();
    return row.version;
  }
  // Two first saves at once on PostgreSQL: no row to lock, so the second insert finds the first's.
  const inserted = await trx.insertInto('content_drafts').values({ part, ...row }).onConflict((oc) => oc.column('part').doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new StoreError('stale-version', { part, current: 1 });
  return row.version;
}

/** Saves the draft if it is still at `expectedVersion` (else `stale-version`, nothing written); returns its new version. */
export function saveDraftPart(store: Store, part: string, value: unknown, expectedVersion: number, savedBy?: string): Promise<number> {
  return writeTransaction(store, (trx) => writeDraftIn(store, trx, part, value, expectedVersion, savedBy, Date.now()));
}

/** One side of `publishDraftPart`: a name, the value written and the version it was based on. */
export interface VersionedWrite {
  part: string;
  value: unknown;
  expectedVersion: number;
}

/**
 * The draft and its published content part written together, in one write transaction: both, or
 * (either stale) neither. The published part is a content part (versioned-content.ts: its history
 * kept), so this changes the content version.
 */
export async function publishDraftPart(store: Store, draft: VersionedWrite, published: VersionedWrite, savedBy?: string): Promise<void> {
  const json = JSON.stringify(published.value) ?? 'null';
  await writeTransaction(store, async (trx) => {
    const now = Date.now();
    await writeDraftIn(store, trx, draft.part, draft.value, draft.expectedVersion, savedBy, now);
    await writePartIn(store, trx, published.part, json, { expectedVersion: published.expectedVersion, savedBy }, now);
  });
}
