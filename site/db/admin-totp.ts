import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';

/** An admin's second factor as stored: the sealed secret, whether it is on, the last step used. */
export interface StoredTotp {
  sealedSecret: string;
  enabled: boolean;
  lastStep: number;
}

export async function readTotp(store: Store, userId: string): Promise<StoredTotp | undefined> {
  const row = await store.db.selectFrom('admin_totp').select(['sealed_secret', 'enabled_at', 'last_step']).where('user_id', '=', userId).executeTakeFirst();
  return row && { sealedSecret: row.sealed_secret, enabled: row.enabled_at !== null, lastStep: row.last_step };
}

/**
 * A new secret waiting for its first code; replaces one not yet confirmed, never one that is on
 * (false then). One statement, so two at once cannot both insert.
 */
export async function beginTotpEnrolment(store: Store, userId: string, sealedSecret: string, now = Date.now()): Promise<boolean> {
  const result = await store.db
    .insertInto('admin_totp')
    .values({ user_id: userId, sealed_secret: sealedSecret, enabled_at: null, last_step: 0, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ sealed_secret: sealedSecret, last_step: 0, created_at: now }).where('admin_totp.enabled_at', 'is', null))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Takes `step` as used when it is later than the last one used: true for exactly one caller
 * across processes, so a code is never accepted twice.
 */
export async function takeTotpStep(store: Store, userId: string, step: number): Promise<boolean> {
  const result = await store.db.updateTable('admin_totp').set({ last_step: step }).where('user_id', '=', userId).where('last_step', '<', step).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Turns the second factor on with its recovery codes (hashes), replacing any earlier codes. */
export async function enableTotp(store: Store, userId: string, codeHashes: readonly string[], now = Date.now()): Promise<void> {
  await writeTransaction(store, async (tx) => {
    await tx.updateTable('admin_totp').set({ enabled_at: now }).where('user_id', '=', userId).execute();
    await tx.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
    await tx.insertInto('admin_recovery_codes').values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null }))).execute();
  });
}

export async function disableTotp(store: Store, userId: string): Promise<void> {
  await writeTransaction(store, async (tx) => {
    await tx.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
    await tx.deleteFrom('admin_totp').where('user_id', '=', userId).execute();
  });
}

/** Uses a recovery code: true once per code. */
export async function useRecoveryCode(store: Store, userId: string, codeHash: string, now = Date.now()): Promise<boolean> {
  const result = await store.db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function recoveryCodesLeft(store: Store, userId: string): Promise<number> {
  const row = await store.db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
