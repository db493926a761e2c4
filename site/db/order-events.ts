/**
 * An order's history (`order_events`, migration 0017): every change of its payment or
 * fulfilment, each shipment and its undoing, refunds and reminders, written in the transaction
 * that made the change, read oldest first.
 */
import type { Kysely } from 'kysely';
import type { OrderEvent } from '../../domain/commerce/order-lifecycle.js';
import { newId } from './ids.js';
import type { Database } from './schema.js';

let sequence = 0;

/** Sorts as written: the time, then this process's count, then randomness for uniqueness across processes. */
function eventId(at: number): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${String(at).padStart(15, '0')}-${String(sequence).padStart(6, '0')}-${newId().slice(0, 8)}`;
}

export interface NewOrderEvent {
  orderId: string;
  at: number;
  kind: 'payment' | 'fulfilment' | 'shipment' | 'shipment-undone' | 'refund' | 'reminder';
  from?: string | null;
  to?: string | null;
  /** `shopper`, `system`, `admin:<email>`, `api:<key id>`. */
  actor: string;
  note?: string | null;
}

export async function logOrderEvent(trx: Kysely<Database>, event: NewOrderEvent): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({ id: eventId(event.at), order_id: event.orderId, at: event.at, kind: event.kind, from_state: event.from ?? null, to_state: event.to ?? null, actor: event.actor, note: event.note ?? null })
    .execute();
}

/** Logs each state that changed from `before` to `after`. */
export async function logStateChanges(
  trx: Kysely<Database>,
  orderId: string,
  before: { payment: string; fulfilment: string },
  after: { payment: string; fulfilment: string },
  actor: string,
  at: number,
): Promise<void> {
  if (before.payment !== after.payment) await logOrderEvent(trx, { orderId, at, kind: 'payment', from: before.payment, to: after.payment, actor });
  if (before.fulfilment !== after.fulfilment) await logOrderEvent(trx, { orderId, at, kind: 'fulfilment', from: before.fulfilment, to: after.fulfilment, actor });
}

export async function orderHistory(db: Kysely<Database>, orderId: string): Promise<OrderEvent[]> {
  const rows = await db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((r) => ({ at: Number(r.at), kind: r.kind, from: r.from_state, to: r.to_state, actor: r.actor, note: r.note }));
}
