import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';

export interface OutboxMessage {
  id: string;
  kind: string;
  recipient: string;
  payload: unknown;
  created: number;
  sent: number | null;
  attempts: number;
  lastError: string | null;
  failed: number | null;
}

type OutboxRow = {
  id: string; kind: string; recipient: string; payload: string; created_at: number; sent_at: number | null;
  attempts: number; last_error: string | null; failed_at: number | null;
};

const toMessage = (r: OutboxRow): OutboxMessage => ({
  id: r.id, kind: r.kind, recipient: r.recipient, payload: JSON.parse(r.payload) as unknown, created: r.created_at, sent: r.sent_at,
  attempts: r.attempts, lastError: r.last_error, failed: r.failed_at,
});

const COLUMNS = ['id', 'kind', 'recipient', 'payload', 'created_at', 'sent_at', 'attempts', 'last_error', 'failed_at'] as const;

/** Messages not sent and not given up, oldest first. */
export async function pendingOutbox(store: Store, limit = 100): Promise<OutboxMessage[]> {
  const rows = await store.db
    .selectFrom('notification_outbox')
    .select(COLUMNS)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

/**
 * Takes up to `limit` messages due now for sending: each is leased to this caller until
 * `now + leaseMs`, by a conditional update, so two processes draining one database never both
 * take the same message. A lease that ran out (its process died) is taken again.
 */
export async function leaseDueOutbox(store: Store, now: number, limit: number, leaseMs: number): Promise<OutboxMessage[]> {
  const candidates = await store.db
    .selectFrom('notification_outbox')
    .select(COLUMNS)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
    .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', now)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const leased: OutboxMessage[] = [];
  for (const row of candidates) {
    const result = await store.db
      .updateTable('notification_outbox')
      .set({ leased_until: now + leaseMs })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) leased.push(toMessage(row));
  }
  return leased;
}

/** A delivered message: marked sent, and the restock sign-up it was queued for marked notified. */
export async function markOutboxSent(store: Store, id: string, at = Date.now()): Promise<void> {
  await writeTransaction(store, async (trx) => {
    await trx
      .updateTable('notification_outbox')
      .set((eb) => ({ sent_at: at, leased_until: null, last_error: null, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .execute();
    await trx.updateTable('restock_signups').set({ notified_at: at, outbox_id: null }).where('outbox_id', '=', id).execute();
  });
}

/** Records a failed attempt: tried again at `retryAt`, or given up when `retryAt` is undefined. */
export async function markOutboxFailed(store: Store, id: string, error: string, retryAt: number | undefined, at = Date.now()): Promise<void> {
  await store.db
    .updateTable('notification_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      leased_until: null,
      next_attempt_at: retryAt ?? null,
      failed_at: retryAt === undefined ? at : null,
    }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** Recent messages of one kind (or all), newest first: what the admin shows of deliveries. */
export async function listOutbox(store: Store, options: { kind?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  let query = store.db.selectFrom('notification_outbox').select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit ?? 50);
  if (options.kind !== undefined) query = query.where('kind', '=', options.kind);
  return (await query.execute()).map(toMessage);
}

/**
 * Once a message is sent, the secret its payload carried for the link (an invitation's or a
 * password reset's `token`) is dropped: the table keeps only the digest of a live token.
 */
export async function forgetOutboxSecret(store: Store, id: string): Promise<void> {
  const row = await store.db.selectFrom('notification_outbox').select('payload').where('id', '=', id).where('sent_at', 'is not', null).executeTakeFirst();
  if (!row) return;
  const payload: unknown = JSON.parse(row.payload);
  if (payload === null || typeof payload !== 'object' || !Object.hasOwn(payload, 'token')) return;
  const { token: _token, ...rest } = payload as Record<string, unknown>;
  await store.db.updateTable('notification_outbox').set({ payload: JSON.stringify(rest) }).where('id', '=', id).execute();
}
