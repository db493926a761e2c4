import { newId } from './ids.js';
import { hashPassword } from './passwords.js';
import type { Store } from './store.js';
import { newSecretToken, tokenDigest } from './token-digest.js';
import { writeTransaction } from './transaction.js';
import type { SiteUser } from './users.js';

/** A reset link is good for an hour, once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** The outbox kind of the reset email. */
export const PASSWORD_RESET_MAIL_KIND = 'password-reset';

/**
 * Issues a reset for the user and queues the email with its link, in one transaction. Earlier
 * unused resets of the user stop working: only the newest link counts.
 */
export async function issuePasswordReset(store: Store, user: SiteUser, now = Date.now()): Promise<{ token: string; expires: number }> {
  const token = newSecretToken();
  const expires = now + PASSWORD_RESET_TTL_MS;
  await writeTransaction(store, async (trx) => {
    await trx.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
    await trx.insertInto('password_resets').values({ token_hash: tokenDigest(token), user_id: user.id, created_at: now, expires_at: expires }).execute();
    await trx
      .insertInto('notification_outbox')
      .values({ id: newId(), kind: PASSWORD_RESET_MAIL_KIND, recipient: user.email, payload: JSON.stringify({ token, expires }), created_at: now, sent_at: null })
      .execute();
  });
  return { token, expires };
}

/** Whether a reset link's token is still good (unused, unexpired). */
export async function passwordResetIsValid(store: Store, token: string, now = Date.now()): Promise<boolean> {
  const row = await store.db.selectFrom('password_resets').select('user_id').where('token_hash', '=', tokenDigest(token)).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets the password of a reset link's account, uses the token up and ends every session of the
 * account, in one transaction; undefined when the token is unknown, used or expired.
 */
export async function completePasswordReset(store: Store, token: string, password: string, now = Date.now()): Promise<{ userId: string; email: string; sessionsEnded: number } | undefined> {
  if (!(await passwordResetIsValid(store, token, now))) return undefined;
  const hash = await hashPassword(password);
  return writeTransaction(store, async (trx) => {
    const row = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenDigest(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return undefined;
    const user = await trx.selectFrom('site_users').select('email').where('id', '=', row.user_id).executeTakeFirst();
    if (!user) return undefined;
    await trx.updateTable('site_users').set({ password_hash: hash }).where('id', '=', row.user_id).execute();
    const ended = await trx.deleteFrom('site_sessions').where('user_id', '=', row.user_id).executeTakeFirst();
    return { userId: row.user_id, email: user.email, sessionsEnded: Number(ended.numDeletedRows) };
  });
}
