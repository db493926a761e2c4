import { randomBytes } from 'node:crypto';
import { newId } from './ids.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { isSiteUserRole, type SiteUserRole } from '../../domain/enums/user-role.js';
import type { Store } from './store.js';
import { tokenDigest } from './token-digest.js';

export interface SiteUser {
  id: string;
  email: string;
  roles: SiteUserRole[];
}

/** `site`: the storefront's session; `admin`: the admin's, the only one admin calls accept. */
export type SessionScope = 'site' | 'admin';

export interface SiteSession {
  /** The stored key of the session (the SHA-256 of its token, never the token). */
  id: string;
  user: SiteUser;
  xsrfToken: string;
  expires: number;
  lastSeen: number | null;
  scope: SessionScope;
  /** When the password was last confirmed on this session (`markReauthenticated`), if ever. */
  reauthAt: number | null;
}

/** Where a session was opened or used from: the client address and the browser's user agent. */
export interface SessionClient {
  address: string;
  userAgent: string;
}

// Verified against when the email is unknown, so both cases take as long.
let dummyHash: Promise<string> | undefined;

const normaliseEmail = (email: string): string => email.trim().toLowerCase();
/** Sessions are stored by the hash of their token: a copy of the table opens no session. */
export const sessionKey = (token: string): string => tokenDigest(token);

export function toUser(row: { id: string; email: string; roles: string }): SiteUser {
  const roles: unknown = JSON.parse(row.roles);
  return { id: row.id, email: row.email, roles: Array.isArray(roles) ? roles.filter(isSiteUserRole) : [] };
}

/** A new site user; throws if the email is taken. */
export async function createSiteUser(
  store: Store,
  input: { email: string; password: string; roles: SiteUserRole[] },
): Promise<SiteUser> {
  const user = { id: newId(), email: normaliseEmail(input.email), roles: [...new Set(input.roles)] };
  await store.db
    .insertInto('site_users')
    .values({ id: user.id, email: user.email, password_hash: await hashPassword(input.password), roles: JSON.stringify(user.roles), created_at: Date.now() })
    .execute();
  return user;
}

/** Whether `password` is the user's (through the hashing queue: QueueFullError when it is full). */
export async function checkUserPassword(store: Store, userId: string, password: string): Promise<boolean> {
  const row = await store.db.selectFrom('site_users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  const ok = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
  return row !== undefined && ok;
}

/** The user whose email and password these are. */
export async function authenticateSiteUser(store: Store, email: string, password: string): Promise<SiteUser | undefined> {
  const row = await store.db.selectFrom('site_users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
  const ok = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
  return row && ok ? toUser(row) : undefined;
}

function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    dummyHash = undefined; // e.g. the hashing queue was full: try again next time
    throw error;
  });
  return dummyHash;
}

/**
 * Opens a session; the token goes in the session cookie, the xsrf token to the client. `signInId`
 * ties the sessions one sign-in opens (the storefront's and the admin's) into one sign-in: "your
 * sessions" lists them as one and ends them together (user-sessions.ts); it is the first
 * session's `id`, the default.
 */
export async function createSession(
  store: Store,
  userId: string,
  ttlMs: number,
  client?: SessionClient,
  scope: SessionScope = 'site',
  signInId?: string,
): Promise<{ id: string; token: string; xsrfToken: string; expires: number }> {
  const token = randomBytes(32).toString('base64url');
  const xsrfToken = randomBytes(18).toString('base64url');
  const now = Date.now();
  const expires = now + ttlMs;
  const id = sessionKey(token);
  await store.db
    .insertInto('site_sessions')
    .values({
      id, user_id: userId, xsrf_token: xsrfToken, created_at: now, expires_at: expires, scope, reauth_at: null, sign_in_id: signInId ?? id,
      ...(client ? { last_seen_at: now, address: client.address, user_agent: client.userAgent } : {}),
    })
    .execute();
  return { id, token, xsrfToken, expires };
}

/** The live session of a cookie token, with its user. */
export async function findSession(store: Store, token: string, now = Date.now()): Promise<SiteSession | undefined> {
  const row = await store.db
    .selectFrom('site_sessions as s')
    .innerJoin('site_users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.email', 'u.roles', 's.id as session_id', 's.xsrf_token', 's.expires_at', 's.last_seen_at', 's.scope', 's.reauth_at'])
    .where('s.id', '=', sessionKey(token))
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row && {
    id: row.session_id,
    user: toUser(row),
    xsrfToken: row.xsrf_token,
    expires: row.expires_at,
    lastSeen: row.last_seen_at,
    scope: row.scope === 'admin' ? 'admin' : 'site',
    reauthAt: row.reauth_at,
  };
}

/** Records that the session's user has just confirmed their password (re-authentication). */
export async function markReauthenticated(store: Store, token: string, now = Date.now()): Promise<void> {
  await store.db.updateTable('site_sessions').set({ reauth_at: now }).where('id', '=', sessionKey(token)).execute();
}

export async function deleteSession(store: Store, token: string): Promise<void> {
  await store.db.deleteFrom('site_sessions').where('id', '=', sessionKey(token)).execute();
}
