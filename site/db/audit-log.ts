import type { AuditEntry } from '../../domain/admin/audit-query.js';
import { decodeCursor, InvalidCursorError, toPage, type Page } from './cursor.js';
import { newId } from './ids.js';
import type { Store } from './store.js';

export type { AuditEntry };

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'>;

export interface AuditFilter {
  /** The actor's email, exactly (lower-case), or the account a sign-in failed on. */
  actor?: string;
  action?: string;
  /** From this time (inclusive) to that one (exclusive), in milliseconds. */
  from?: number;
  to?: number;
  cursor?: string;
  limit: number;
}

/** Appends an entry. The log is only ever appended to (and swept past its retention). */
export async function appendAudit(store: Store, entry: NewAuditEntry, now = Date.now()): Promise<void> {
  await store.db
    .insertInto('audit_log')
    .values({
      id: newId(), at: now, actor_id: entry.actorId, actor_email: entry.actorEmail, action: entry.action.slice(0, 100),
      target: entry.target === null ? null : entry.target.slice(0, 300), method: entry.method.slice(0, 10), route: entry.route.slice(0, 300),
      status: entry.status, address: entry.address.slice(0, 100), user_agent: entry.userAgent.slice(0, 500),
    })
    .execute();
}

/** Entries newest first, filtered, a page at a time (cursor: the last entry's time and id). */
export async function pageAudit(store: Store, filter: AuditFilter): Promise<Page<AuditEntry>> {
  let query = store.db.selectFrom('audit_log').selectAll();
  const actor = filter.actor;
  if (actor !== undefined) query = query.where((eb) => eb.or([eb('actor_email', '=', actor), eb.and([eb('actor_email', 'is', null), eb('target', '=', actor)])]));
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<', filter.to);
  if (filter.cursor !== undefined) {
    const key = decodeCursor(filter.cursor, ['number', 'string']);
    if (!key) throw new InvalidCursorError();
    const [at, id] = key as [number, string];
    query = query.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]));
  }
  const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit + 1).execute();
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id, at: r.at, actorId: r.actor_id, actorEmail: r.actor_email, action: r.action, target: r.target, method: r.method,
    route: r.route, status: r.status, address: r.address, userAgent: r.user_agent,
  }));
  return toPage(entries, filter.limit, (e) => [e.at, e.id]);
}

/** The actions and actors the log holds, for the screen's filters. */
export async function auditFacets(store: Store): Promise<{ actions: string[]; actors: string[] }> {
  const actions = await store.db.selectFrom('audit_log').select('action').distinct().orderBy('action').limit(500).execute();
  const actors = await store.db.selectFrom('audit_log').select('actor_email').distinct().where('actor_email', 'is not', null).orderBy('actor_email').limit(500).execute();
  return { actions: actions.map((r) => r.action), actors: actors.flatMap((r) => (r.actor_email === null ? [] : [r.actor_email])) };
}

/** Deletes entries older than the retention; answers how many went. */
export async function sweepAudit(store: Store, retentionMs: number, now = Date.now()): Promise<number> {
  const result = await store.db.deleteFrom('audit_log').where('at', '<', now - retentionMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}
