import { canMoveOrder, holdsStock, isOrderStatus, type OrderStatus } from '../../domain/commerce/order-status.js';
import { lifecycleAfterStatus } from '../../domain/commerce/order-lifecycle.js';
import { logStateChanges } from './order-events.js';
import { StoreError } from './errors.js';
import { returnStock } from './order-stock.js';
import { loadOrder, toOrderView, type OrderView } from './order-view.js';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { Store } from './store.js';
import { lockForUpdate, writeTransaction } from './transaction.js';

/**
 * Moves an order to `status` along the allowed transitions (domain/commerce/order-status.ts):
 * `unknown-order` (404), `order-transition` (409) for a move the rules forbid, `order-version`
 * (409) when `expectedVersion` is given and the order changed since it was read. Cancelling an
 * order that still holds stock gives it back in the same transaction. Asking for the status the
 * order already has changes nothing. Answers the order as it now is.
 */
export async function setOrderStatus(store: Store, orderId: string, status: OrderStatus, expectedVersion?: number, actor = 'system'): Promise<OrderView> {
  if (!isOrderStatus(status)) throw new StoreError('order-transition', { status: String(status) });
  return writeTransaction(store, async (trx) => {
    const row = await lockForUpdate(store, trx.selectFrom('orders').selectAll().where('id', '=', orderId)).executeTakeFirst();
    if (!row) throw new StoreError('unknown-order');
    const current = toOrderView(row, []);
    if (expectedVersion !== undefined && current.version !== expectedVersion) throw new StoreError('order-version', { version: current.version });
    if (current.status === status) return required(await loadOrder(trx, orderId));
    if (!canMoveOrder(current.status, status)) throw new StoreError('order-transition', { from: current.status, to: status });
    const now = Date.now();
    const states = lifecycleAfterStatus(current.lifecycle, status);
    const moved = await trx
      .updateTable('orders')
      .set({ status, version: current.version + 1, updated_at: now, expires_at: null, payment_status: states.payment, fulfilment_status: states.fulfilment })
      .where('id', '=', orderId)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new StoreError('order-version');
    await logStateChanges(trx, orderId, current.lifecycle, states, actor, now);
    if (status === 'cancelled' && holdsStock(current.status)) await returnStock(trx, orderId);
    return required(await loadOrder(trx, orderId));
  });
}

/**
 * Cancels unpaid orders whose hold ran out and gives their stock back; answers how many. Each
 * order is cancelled by a conditional update in its own transaction, so running this twice, or
 * in two processes at once, releases every order's stock exactly once.
 */
export async function releaseExpiredOrders(store: Store, now = Date.now(), batch = 50, onExpired?: ExpiryHook): Promise<number> {
  const due = await store.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'awaiting_payment')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(batch)
    .execute();
  let released = 0;
  for (const { id } of due) if (await releaseIfExpired(store, id, now, onExpired)) released += 1;
  return released;
}

/** What else an expiry does in its transaction (site/features/orders/payment-expiry.ts: history, emails). */
export type ExpiryHook = (trx: Kysely<Database>, orderId: string, now: number) => Promise<void>;

/** Cancels this order if it is unpaid and its hold ran out by `now`; true when this call did. */
export async function releaseIfExpired(store: Store, orderId: string, now = Date.now(), onExpired?: ExpiryHook): Promise<boolean> {
  return writeTransaction(store, async (trx) => {
    const cancelled = await trx
      .updateTable('orders')
      .set((eb) => ({ status: 'cancelled', version: eb('version', '+', 1), updated_at: now, expires_at: null, payment_status: 'expired', fulfilment_status: 'cancelled' }))
      .where('id', '=', orderId)
      .where('status', '=', 'awaiting_payment')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) return false;
    await returnStock(trx, orderId);
    await logStateChanges(trx, orderId, { payment: 'pending', fulfilment: 'unfulfilled' }, { payment: 'expired', fulfilment: 'cancelled' }, 'system', now);
    await onExpired?.(trx, orderId, now);
    return true;
  });
}

export interface OrderListOptions {
  status?: OrderStatus;
  /** Orders numbered below this one (the next page of a list newest first). */
  beforeNumber?: number;
  limit?: number;
}

/** Orders newest first (by number), a page at a time; at most 100 per page. */
export async function listOrders(store: Store, options: OrderListOptions = {}): Promise<OrderView[]> {
  let query = store.db.selectFrom('orders').select('id').orderBy('number', 'desc').limit(Math.min(Math.max(options.limit ?? 50, 1), 100));
  if (options.status) query = query.where('status', '=', options.status);
  if (options.beforeNumber !== undefined) query = query.where('number', '<', options.beforeNumber);
  const ids = await query.execute();
  const orders: OrderView[] = [];
  for (const { id } of ids) orders.push(required(await loadOrder(store.db, id)));
  return orders;
}

function required(order: OrderView | undefined): OrderView {
  if (!order) throw new Error('order vanished inside its own transaction');
  return order;
}
