import { newId } from './ids.js';
import { hashPassword } from './passwords.js';
import { isSiteUserRole, type SiteUserRole } from '../../domain/enums/user-role.js';
import type { Store } from './store.js';
import { newSecretToken, tokenDigest } from './token-digest.js';
import { writeTransaction } from './transaction.js';
import type { SiteUser } from './users.js';

/** An invitation is good for 7 days from when it was last sent. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The outbox kind of the invitation email. */
export const INVITATION_MAIL_KIND = 'user-invitation';

export interface InvitationSummary {
  id: string;
  email: string;
  roles: SiteUserRole[];
  invitedBy: string;
  created: number;
  expires: number;
}

/** What the invitation email needs: the token goes into the link and is stored nowhere else. */
export interface SentInvitation {
  invitation: InvitationSummary;
  token: string;
}

export type InvitationRefusal = 'account-exists' | 'already-invited' | 'unknown-invitation' | 'invalid-token';

type Row = { id: string; email: string; roles: string; invited_by: string; created_at: number; expires_at: number };

function toSummary(row: Row): InvitationSummary {
  const roles: unknown = JSON.parse(row.roles);
  return {
    id: row.id, email: row.email, roles: Array.isArray(roles) ? roles.filter(isSiteUserRole) : [], invitedBy: row.invited_by,
    created: row.created_at, expires: row.expires_at,
  };
}

const openInvitations = <DB extends Store['db']>(db: DB) =>
  db.selectFrom('user_invitations').select(['id', 'email', 'roles', 'invited_by', 'created_at', 'expires_at']).where('accepted_at', 'is', null).where('revoked_at', 'is', null);

function queueInvitationMail(trx: Store['db'], invitation: InvitationSummary, token: string, now: number) {
  return trx
    .insertInto('notification_outbox')
    .values({ id: newId(), kind: INVITATION_MAIL_KIND, recipient: invitation.email, payload: JSON.stringify({ token, invitedBy: invitation.invitedBy, roles: invitation.roles, expires: invitation.expires }), created_at: now, sent_at: null })
    .execute();
}

/** Invitations neither accepted nor revoked (expired ones too: they can be sent again), newest first. */
export async function listInvitations(store: Store): Promise<InvitationSummary[]> {
  return (await openInvitations(store.db).orderBy('created_at', 'desc').execute()).map(toSummary);
}

/** Invites `email` with `roles` and queues the email carrying the link, in one transaction. */
export async function createInvitation(
  store: Store,
  input: { email: string; roles: readonly SiteUserRole[]; invitedBy: string },
  now = Date.now(),
): Promise<{ ok: true; sent: SentInvitation } | { ok: false; reason: InvitationRefusal }> {
  const email = input.email.trim().toLowerCase();
  const token = newSecretToken();
  return writeTransaction(store, async (trx) => {
    if (await trx.selectFrom('site_users').select('id').where('email', '=', email).executeTakeFirst()) return { ok: false, reason: 'account-exists' } as const;
    if (await openInvitations(trx).where('email', '=', email).executeTakeFirst()) return { ok: false, reason: 'already-invited' } as const;
    const invitation: InvitationSummary = { id: newId(), email, roles: [...new Set(input.roles)], invitedBy: input.invitedBy, created: now, expires: now + INVITATION_TTL_MS };
    await trx
      .insertInto('user_invitations')
      .values({ id: invitation.id, email, roles: JSON.stringify(invitation.roles), token_hash: tokenDigest(token), invited_by: input.invitedBy, created_at: now, expires_at: invitation.expires })
      .execute();
    await queueInvitationMail(trx, invitation, token, now);
    return { ok: true, sent: { invitation, token } } as const;
  });
}

/** Sends a pending invitation again with a new link (the old one stops working) and a new expiry. */
export async function resendInvitation(store: Store, id: string, now = Date.now()): Promise<{ ok: true; sent: SentInvitation } | { ok: false; reason: InvitationRefusal }> {
  const token = newSecretToken();
  return writeTransaction(store, async (trx) => {
    const row = await openInvitations(trx).where('id', '=', id).executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown-invitation' } as const;
    const invitation = { ...toSummary(row), expires: now + INVITATION_TTL_MS };
    await trx.updateTable('user_invitations').set({ token_hash: tokenDigest(token), expires_at: invitation.expires }).where('id', '=', id).execute();
    await queueInvitationMail(trx, invitation, token, now);
    return { ok: true, sent: { invitation, token } } as const;
  });
}

/** Revokes a pending invitation: its link stops working. */
export async function revokeInvitation(store: Store, id: string, now = Date.now()): Promise<InvitationSummary | undefined> {
  return writeTransaction(store, async (trx) => {
    const row = await openInvitations(trx).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    await trx.updateTable('user_invitations').set({ revoked_at: now }).where('id', '=', id).execute();
    return toSummary(row);
  });
}

/** The pending, unexpired invitation of a link's token. */
export async function findInvitationByToken(store: Store, token: string, now = Date.now()): Promise<InvitationSummary | undefined> {
  const row = await openInvitations(store.db).where('token_hash', '=', tokenDigest(token)).where('expires_at', '>', now).executeTakeFirst();
  return row && toSummary(row);
}

/**
 * Accepts an invitation: the account is created with the invitation's roles and this password,
 * and the token is used up, in one transaction (a second use, or one past the expiry, is refused).
 */
export async function acceptInvitation(store: Store, token: string, password: string, now = Date.now()): Promise<{ ok: true; user: SiteUser } | { ok: false; reason: InvitationRefusal }> {
  if (!(await findInvitationByToken(store, token, now))) return { ok: false, reason: 'invalid-token' };
  const hash = await hashPassword(password);
  return writeTransaction(store, async (trx) => {
    const row = await openInvitations(trx).where('token_hash', '=', tokenDigest(token)).where('expires_at', '>', now).executeTakeFirst();
    if (!row) return { ok: false, reason: 'invalid-token' } as const;
    if (await trx.selectFrom('site_users').select('id').where('email', '=', row.email).executeTakeFirst()) return { ok: false, reason: 'account-exists' } as const;
    const used = await trx.updateTable('user_invitations').set({ accepted_at: now }).where('id', '=', row.id).where('accepted_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return { ok: false, reason: 'invalid-token' } as const;
    const invitation = toSummary(row);
    const user: SiteUser = { id: newId(), email: invitation.email, roles: invitation.roles };
    await trx.insertInto('site_users').values({ id: user.id, email: user.email, password_hash: hash, roles: JSON.stringify(user.roles), created_at: now }).execute();
    return { ok: true, user } as const;
  });
}
