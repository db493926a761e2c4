import type { Kysely } from 'kysely';
import { newId } from './ids.js';
import { nextOrderNumber } from './order-number.js';
import { queueOrderConfirmation } from './order-outbox.js';
import { loadOrder, type OrderView } from './order-view.js';
import type { Database, OrderLineTable, OrderTable } from './schema.js';

/** An order's columns but those given when it is written (id, number, version, times). */
export type NewOrder = Omit<OrderTable, 'id' | 'number' | 'version' | 'created_at' | 'updated_at' | 'gift_card_cents' | LifecycleColumn | SubscriptionColumn> & {
  gift_card_cents?: number;
  subscription_id?: string | null;
  subscription_payment?: number | null;
  payment_status?: string;
  payment_due_at?: number | null;
};

/** The payment and fulfilment columns (0017): defaults (paid, unfulfilled) unless given. */
type LifecycleColumn = 'payment_status' | 'fulfilment_status' | 'payment_due_at' | 'payment_reminded_at' | 'refunded_cents';

/** A renewal's subscription columns (0019): null unless given. */
type SubscriptionColumn = 'subscription_id' | 'subscription_payment';

/** An order line's columns but its order and position. */
export type NewOrderLine = Omit<OrderLineTable, 'id' | 'order_id' | 'position' | 'personalisation' | 'subscription_plan'> & { personalisation?: string | null; subscription_plan?: string | null };

/** Writes an order with the next order number and its lines in the given order; returns its id. */
export async function insertOrder(trx: Kysely<Database>, order: NewOrder, lines: readonly NewOrderLine[], now: number): Promise<string> {
  const id = newId();
  const number = await nextOrderNumber(trx);
  await trx
    .insertInto('orders')
    // A sale handed over in person is written fulfilled: its fulfilment says so too.
    .values({ ...order, id, number, version: 1, created_at: now, updated_at: now, fulfilment_status: order.status === 'fulfilled' ? 'fulfilled' : 'unfulfilled' })
    .execute();
  await trx
    .insertInto('order_lines')
    .values(lines.map((line, position) => ({ ...line, id: newId(), order_id: id, position })))
    .execute();
  return id;
}

/** The order just written, read back as its confirmation is queued. */
export async function confirmOrder(trx: Kysely<Database>, orderId: string, now: number): Promise<OrderView> {
  const order = await loadOrder(trx, orderId);
  if (!order) throw new Error('the order vanished inside its own transaction');
  await queueOrderConfirmation(trx, order, now);
  return order;
}
