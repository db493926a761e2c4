import { StoreError } from './errors.js';
import type { Store } from './store.js';
import { lockForUpdate, writeTransaction } from './transaction.js';

/** A stored site setting with its version: the time it was last written (0 when never). */
export async function readSettingVersioned(store: Store, key: string): Promise<{ value: unknown; version: number }> {
  const row = await store.db.selectFrom('site_settings').select(['value', 'updated_at']).where('key', '=', key).executeTakeFirst();
  return row === undefined ? { value: undefined, version: 0 } : { value: JSON.parse(row.value) as unknown, version: Number(row.updated_at) };
}

/**
 * Writes a setting if it is still at the version the edit was based on (else `stale-version`,
 * nothing written). Versions only grow, even for two writes in one millisecond.
 */
export async function saveSettingVersioned(store: Store, key: string, value: unknown, expectedVersion: number): Promise<number> {
  const json = JSON.stringify(value) ?? 'null';
  return writeTransaction(store, async (trx) => {
    const row = await lockForUpdate(store, trx.selectFrom('site_settings').select('updated_at').where('key', '=', key)).executeTakeFirst();
    const current = row === undefined ? 0 : Number(row.updated_at);
    if (current !== expectedVersion) throw new StoreError('stale-version', { current });
    const version = Math.max(Date.now(), current + 1);
    if (row === undefined) await trx.insertInto('site_settings').values({ key, value: json, updated_at: version }).execute();
    else await trx.updateTable('site_settings').set({ value: json, updated_at: version }).where('key', '=', key).execute();
    return version;
  });
}
