/**
 * Cancelling and refunding, each with its email and history. Cancelling is for an order nothing
 * of which has shipped (undo the shipments first): a payment not yet taken is voided, a taken one
 * refunded in whole when asked (else it stays paid, for a refund outside the shop); the stock
 * returns unless the shop keeps it out (`restock: false`, goods damaged). A refund is of an amount
 * up to what is left of the total, the payment becoming partially refunded or refunded, and may
 * put units of chosen lines back in stock. Money goes back through the order's payment provider
 * (payments/refunds.ts), asked before anything is recorded.
 */
import type { Kysely } from 'kysely';
import { isPaid, paymentAfterRefund, type PaymentState } from '../../../domain/commerce/order-lifecycle.js';
import { returnStock } from '../../db/order-stock.js';
import { loadOrder, type OrderView } from '../../db/order-view.js';
import type { Database } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { writeTransaction } from '../../db/transaction.js';
import { ApiError } from '../../edge/api-error.js';
import { centsText } from '../../../domain/money/money-json.js';
import { assertVersion, lockedOrder } from '../orders/locked-order.js';
import { logOrderEvent, logStateChanges } from '../../db/order-events.js';
import { noticePayload, queueOrderNotice } from '../orders/order-notices.js';
import { refunderFor, type RefundOutcome } from '../payments/refunds.js';

/** Asks the order's provider to give the money back (before anything is recorded: a refusal changes nothing). */
function refundThroughProvider(order: OrderView, cents: number): Promise<RefundOutcome> {
  const provider = order.payment.provider;
  if (provider === null) return Promise.resolve({ reference: null, via: 'shop' });
  return refunderFor(provider)({ reference: order.payment.reference, cents, currencyCode: order.currencyCode });
}

const refundNote = (cents: number, outcome: RefundOutcome, extra = ''): string =>
  `Refunded ${String(cents)} cents${outcome.via === 'provider' ? ` through the payment provider (${outcome.reference ?? 'no reference'})` : ', paid back by the shop'}${extra}`;

export interface CancelOptions {
  actor: string;
  now: number;
  restock: boolean;
  refund: boolean;
  expectedVersion?: number;
}

export async function cancelOrder(store: Store, orderId: string, options: CancelOptions): Promise<OrderView> {
  return writeTransaction(store, async (trx) => {
    const order = await lockedOrder(store, trx, orderId);
    assertVersion(order, options.expectedVersion);
    const { payment, fulfilment } = order.lifecycle;
    if (fulfilment === 'cancelled') throw new ApiError(409, 'order-transition', 'This order is already cancelled.');
    if (fulfilment !== 'unfulfilled') throw new ApiError(409, 'order-transition', 'Part of this order has shipped. Undo its shipments first, or refund it instead.');
    const refundCents = options.refund && isPaid(payment) ? order.grandTotalCents - order.lifecycle.refundedCents : 0;
    const nextPayment: PaymentState = payment === 'pending' || payment === 'authorised' ? 'voided' : refundCents > 0 ? 'refunded' : payment;
    const refunded = refundCents > 0 ? await refundThroughProvider(order, refundCents) : undefined;
    await trx
      .updateTable('orders')
      .set((eb) => ({
        payment_status: nextPayment, fulfilment_status: 'cancelled', status: 'cancelled', expires_at: null,
        refunded_cents: eb('refunded_cents', '+', refundCents), version: order.version + 1, updated_at: options.now,
      }))
      .where('id', '=', orderId)
      .execute();
    if (options.restock) await returnStock(trx, orderId);
    await logStateChanges(trx, orderId, order.lifecycle, { payment: nextPayment, fulfilment: 'cancelled' }, options.actor, options.now);
    if (refunded) await logOrderEvent(trx, { orderId, at: options.now, kind: 'refund', actor: options.actor, note: refundNote(refundCents, refunded) });
    const next = await reread(trx, orderId);
    await queueOrderNotice(trx, 'order-cancelled', next.customerEmail, noticePayload(next, { refundCents, restocked: options.restock, ...(refunded ? { refundVia: refunded.via } : {}) }), options.now);
    return next;
  });
}

export interface RefundOptions {
  actor: string;
  now: number;
  cents: number;
  /** Units of order lines (by position) put back in stock. */
  restock?: { index: number; quantity: number }[];
  expectedVersion?: number;
}

export async function refundOrder(store: Store, orderId: string, options: RefundOptions): Promise<OrderView> {
  return writeTransaction(store, async (trx) => {
    const order = await lockedOrder(store, trx, orderId);
    assertVersion(order, options.expectedVersion);
    const { payment } = order.lifecycle;
    if (!isPaid(payment)) throw new ApiError(409, 'order-not-paid', 'Only a paid order can be refunded.');
    const left = order.grandTotalCents - order.lifecycle.refundedCents;
    if (!Number.isInteger(options.cents) || options.cents < 1 || options.cents > left) {
      throw new ApiError(400, 'invalid-input', `The refund must be between 0.01 and what is left to refund (${centsText(left, order.currencyCode)}).`, [{ path: 'amount', message: 'out of range' }]);
    }
    const nextPayment = paymentAfterRefund(order.grandTotalCents, order.lifecycle.refundedCents, options.cents);
    const refunded = await refundThroughProvider(order, options.cents);
    await trx
      .updateTable('orders')
      .set((eb) => ({ payment_status: nextPayment, refunded_cents: eb('refunded_cents', '+', options.cents), version: order.version + 1, updated_at: options.now }))
      .where('id', '=', orderId)
      .execute();
    for (const line of options.restock ?? []) await restockLine(trx, order, line);
    await logStateChanges(trx, orderId, order.lifecycle, { payment: nextPayment, fulfilment: order.lifecycle.fulfilment }, options.actor, options.now);
    await logOrderEvent(trx, { orderId, at: options.now, kind: 'refund', actor: options.actor, note: refundNote(options.cents, refunded, options.restock?.length ? ', stock returned' : '') });
    const next = await reread(trx, orderId);
    await queueOrderNotice(trx, 'order-refunded', next.customerEmail, noticePayload(next, { refundCents: options.cents, refundVia: refunded.via }), options.now);
    return next;
  });
}

async function restockLine(trx: Kysely<Database>, order: OrderView, line: { index: number; quantity: number }): Promise<void> {
  const item = order.items[line.index];
  if (!item || !Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > item.quantity) {
    throw new ApiError(400, 'invalid-input', `Line ${String(line.index + 1)} cannot return ${String(line.quantity)} to stock.`, [{ path: 'restock', message: 'out of range' }]);
  }
  await trx
    .updateTable('variants')
    .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '+', line.quantity) }))
    .where('id', '=', item.variantId)
    .where('unlimited', '=', 0)
    .execute();
}

async function reread(trx: Kysely<Database>, orderId: string): Promise<OrderView> {
  const order = await loadOrder(trx, orderId);
  if (!order) throw new Error('order vanished inside its own transaction');
  return order;
}
