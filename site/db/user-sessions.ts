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

/** The user's live sessions, the most recently used first. */
export async function listUserSessions(store: Store, userId: string, now = Date.now()): Promise<SessionSummary[]> {
  const rows = await store.db
    .selectFrom('site_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'address', 'user_agent', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ id: r.id, created: r.created_at, lastSeen: r.last_seen_at, address: r.address, userAgent: r.user_agent, expires: r.expires_at }));
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

/** Ends one of the user's sessions; false when the user has no such session. */
export async function endUserSession(store: Store, userId: string, sessionId: string): Promise<boolean> {
  const result = await store.db.deleteFrom('site_sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user but `keep` (all of them when undefined); answers how many ended. */
export async function endOtherSessions(store: Store, userId: string, keep: string | undefined): Promise<number> {
  let query = store.db.deleteFrom('site_sessions').where('user_id', '=', userId);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
