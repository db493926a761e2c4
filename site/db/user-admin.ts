import type { Kysely } from 'kysely';
import { hashPassword } from './passwords.js';
import { holdsAdmin, type SiteUserRole } from '../../domain/enums/user-role.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';
import { lockForUpdate, writeTransaction } from './transaction.js';
import { toUser, type SiteUser } from './users.js';

/** A site user as the Users screen lists them. */
export interface SiteUserSummary extends SiteUser {
  created: number;
  lastSignIn: number | null;
}

/** Why a change of users was refused (nothing changed). */
export type UserChangeRefusal = 'unknown-user' | 'last-admin';

const normaliseEmail = (email: string): string => email.trim().toLowerCase();
const isAdmin = (user: SiteUser): boolean => holdsAdmin(user.roles);

/** Every site user, by email. */
export async function listSiteUsers(store: Store): Promise<SiteUserSummary[]> {
  const rows = await store.db.selectFrom('site_users').select(['id', 'email', 'roles', 'created_at', 'last_sign_in_at']).orderBy('email').execute();
  return rows.map((r) => ({ ...toUser(r), created: r.created_at, lastSignIn: r.last_sign_in_at }));
}

export async function findSiteUserByEmail(store: Store, email: string): Promise<SiteUser | undefined> {
  const row = await store.db.selectFrom('site_users').select(['id', 'email', 'roles']).where('email', '=', normaliseEmail(email)).executeTakeFirst();
  return row && toUser(row);
}

export async function findSiteUser(store: Store, id: string): Promise<SiteUser | undefined> {
  const row = await store.db.selectFrom('site_users').select(['id', 'email', 'roles']).where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

export async function noteSignIn(store: Store, userId: string, now = Date.now()): Promise<void> {
  await store.db.updateTable('site_users').set({ last_sign_in_at: now }).where('id', '=', userId).execute();
}

/**
 * Runs `change` on the user with every user locked, and refuses it when it would leave the site
 * without an ADMIN (`remaining` says what the users would be afterwards).
 */
async function changeKeepingAnAdmin(
  store: Store,
  userId: string,
  remaining: (users: SiteUser[], target: SiteUser) => SiteUser[],
  change: (trx: Kysely<Database>, target: SiteUser) => Promise<void>,
): Promise<{ ok: true; user: SiteUser } | { ok: false; reason: UserChangeRefusal }> {
  return writeTransaction(store, async (trx) => {
    const rows = await lockForUpdate(store, trx.selectFrom('site_users').select(['id', 'email', 'roles']).orderBy('id')).execute();
    const users = rows.map(toUser);
    const target = users.find((u) => u.id === userId);
    if (!target) return { ok: false, reason: 'unknown-user' } as const;
    if (users.some(isAdmin) && !remaining(users, target).some(isAdmin)) return { ok: false, reason: 'last-admin' } as const;
    await change(trx, target);
    return { ok: true, user: target } as const;
  });
}

/** Gives the user these roles (answering the user as they were before). */
export function setUserRoles(store: Store, userId: string, roles: readonly SiteUserRole[]) {
  const unique = [...new Set(roles)];
  return changeKeepingAnAdmin(
    store,
    userId,
    (users, target) => users.map((u) => (u === target ? { ...u, roles: unique } : u)),
    async (trx, target) => {
      await trx.updateTable('site_users').set({ roles: JSON.stringify(unique) }).where('id', '=', target.id).execute();
    },
  );
}

/** Removes the user with their sessions and pending password resets. */
export function removeSiteUser(store: Store, userId: string) {
  return changeKeepingAnAdmin(
    store,
    userId,
    (users, target) => users.filter((u) => u !== target),
    async (trx, target) => {
      await trx.deleteFrom('site_sessions').where('user_id', '=', target.id).execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', target.id).execute();
      await trx.deleteFrom('site_users').where('id', '=', target.id).execute();
    },
  );
}

/** Sets a new password (hashed through the password queue before the write). */
export async function setUserPassword(store: Store, userId: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await store.db.updateTable('site_users').set({ password_hash: hash }).where('id', '=', userId).execute();
}
