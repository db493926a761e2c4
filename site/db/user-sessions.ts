import type { SessionClient } from './users.js';
import type { Store } from './store.js';

/** A session as its owner sees it in "your sessions" (its id is the stored key, not the token). */
export interface SessionSummary {
  id: string;
  created: number;
  lastSeen: number | null;
  address: string | null;
  userAgent: string | null;
  expires: number;
}

/** A session's last use is written at most this often, so reads stay reads. */
export const SEEN_EVERY_MS = 60_000;

/**
 * The user's live sign-ins, the most recently used first: one entry for the sessions one sign-in
 * opened (the storefront's and the admin's, tied by `sign_in_id`), under the admin session's id
 * when it has one (the id the admin's calls know as theirs), with the latest use of either.
 */
export async function listUserSessions(store: Store, userId: string, now = Date.now()): Promise<SessionSummary[]> {
  const rows = await store.db
    .selectFrom('site_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'address', 'user_agent', 'expires_at', 'scope', 'sign_in_id'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(400)
    .execute();
  const signIns = new Map<string, SessionSummary & { admin: boolean }>();
  for (const r of rows) {
    const key = r.sign_in_id ?? r.id;
    const seen = signIns.get(key);
    if (seen === undefined) {
      signIns.set(key, { id: r.id, created: r.created_at, lastSeen: r.last_seen_at, address: r.address, userAgent: r.user_agent, expires: r.expires_at, admin: r.scope === 'admin' });
      continue;
    }
    // Rows come most recently used first, so the first row of a sign-in gave its last use.
    if (r.scope === 'admin' && !seen.admin) Object.assign(seen, { id: r.id, admin: true });
    seen.created = Math.min(seen.created, r.created_at);
    seen.expires = Math.max(seen.expires, r.expires_at);
    if (seen.lastSeen === null && r.last_seen_at !== null) Object.assign(seen, { lastSeen: r.last_seen_at, address: r.address, userAgent: r.user_agent });
  }
  return [...signIns.values()].slice(0, 200).map(({ admin: _admin, ...summary }) => summary);
}

/** Notes that the session was used now from `client`, unless it was noted less than a minute ago. */
export async function noteSessionSeen(store: Store, sessionId: string, lastSeen: number | null, client: SessionClient, now = Date.now()): Promise<void> {
  if (lastSeen !== null && now - lastSeen < SEEN_EVERY_MS) return;
  await store.db
    .updateTable('site_sessions')
    .set({ last_seen_at: now, address: client.address, user_agent: client.userAgent.slice(0, 500) })
    .where('id', '=', sessionId)
    .execute();
}

/** The sign-in a session of the user belongs to (its own id for a session opened alone). */
async function signInOf(store: Store, userId: string, sessionId: string): Promise<string | undefined> {
  const row = await store.db.selectFrom('site_sessions').select(['id', 'sign_in_id']).where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return row && (row.sign_in_id ?? row.id);
}

/**
 * Ends one of the user's sign-ins: the session `sessionId` and the other session its sign-in
 * opened (the storefront's and the admin's end together); false when the user has no such session.
 */
export async function endUserSession(store: Store, userId: string, sessionId: string): Promise<boolean> {
  const signIn = await signInOf(store, userId, sessionId);
  if (signIn === undefined) return false;
  const result = await store.db
    .deleteFrom('site_sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb(eb.fn.coalesce('sign_in_id', 'id'), '=', signIn))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Ends every sign-in of the user but the one of session `keep` (both its sessions stay; all of
 * them end when undefined); answers how many sign-ins ended.
 */
export async function endOtherSessions(store: Store, userId: string, keep: string | undefined): Promise<number> {
  const kept = keep === undefined ? undefined : (await signInOf(store, userId, keep)) ?? keep;
  let query = store.db.selectFrom('site_sessions').select(['id', 'sign_in_id']).where('user_id', '=', userId);
  if (kept !== undefined) query = query.where((eb) => eb(eb.fn.coalesce('sign_in_id', 'id'), '!=', kept));
  const ending = await query.execute();
  if (ending.length === 0) return 0;
  await store.db.deleteFrom('site_sessions').where('user_id', '=', userId).where('id', 'in', ending.map((r) => r.id)).execute();
  return new Set(ending.map((r) => r.sign_in_id ?? r.id)).size;
}
