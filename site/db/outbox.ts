import type { Store } from './store.js';

export interface OutboxMessage {
  id: string;
  kind: string;
  recipient: string;
  payload: unknown;
  created: number;
  sent: number | null;
}

/** Messages waiting for a mailer, oldest first. */
export async function pendingOutbox(store: Store, limit = 100): Promise<OutboxMessage[]> {
  const rows = await store.db
    .selectFrom('notification_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, recipient: r.recipient, payload: JSON.parse(r.payload) as unknown, created: r.created_at, sent: r.sent_at }));
}

export async function markOutboxSent(store: Store, id: string, at = Date.now()): Promise<void> {
  await store.db.updateTable('notification_outbox').set({ sent_at: at }).where('id', '=', id).where('sent_at', 'is', null).execute();
}
