/**
 * The shop records a payment that arrived outside the checkout (a bank transfer, cash on pickup):
 * the payment becomes paid, the deadline stops, the history says who did it, the shopper gets
 * "Payment received". Refused (409) once the order expired, was voided or is already settled.
 */
import { canMovePayment, orderStatusOf } from '../../../domain/commerce/order-lifecycle.js';
import { loadOrder, type OrderView } from '../../db/order-view.js';
import type { Store } from '../../db/store.js';
import { writeTransaction } from '../../db/transaction.js';
import { ApiError } from '../../edge/api-error.js';
import { assertVersion, lockedOrder } from './locked-order.js';
import { logStateChanges } from '../../db/order-events.js';
import { noticePayload, queueOrderNotice } from './order-notices.js';
import { issueGiftCardsOfOrder } from '../gift-cards/issue-gift-cards.js';
import { issueDownloadLinks } from '../digital-goods/download-links.js';

export async function markOrderPaid(store: Store, orderId: string, options: { actor: string; now: number; expectedVersion?: number; note?: string }): Promise<OrderView> {
  const paid = await recordPayment(store, orderId, options);
  // What the order bought that is made on payment: gift cards and download links (their emails queued).
  await issueGiftCardsOfOrder(store, paid);
  await issueDownloadLinks(store, paid);
  return paid;
}

function recordPayment(store: Store, orderId: string, options: { actor: string; now: number; expectedVersion?: number; note?: string }): Promise<OrderView> {
  return writeTransaction(store, async (trx) => {
    const order = await lockedOrder(store, trx, orderId);
    assertVersion(order, options.expectedVersion);
    const { payment, fulfilment } = order.lifecycle;
    if (!canMovePayment(payment, 'paid')) {
      throw new ApiError(409, 'order-transition', payment === 'expired' ? 'This order was cancelled when its payment deadline passed; it cannot be marked paid.' : `This order's payment is ${payment.replace('_', ' ')}; it cannot be marked paid.`);
    }
    const status = orderStatusOf('paid', fulfilment);
    await trx
      .updateTable('orders')
      .set({ payment_status: 'paid', status, expires_at: null, version: order.version + 1, updated_at: options.now })
      .where('id', '=', orderId)
      .execute();
    await logStateChanges(trx, orderId, order.lifecycle, { payment: 'paid', fulfilment }, options.actor, options.now);
    const paid = await loadOrder(trx, orderId);
    if (!paid) throw new Error('order vanished inside its own transaction');
    await queueOrderNotice(trx, 'order-paid', paid.customerEmail, noticePayload(paid), options.now);
    return paid;
  });
}
