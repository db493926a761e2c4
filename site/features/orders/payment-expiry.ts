/**
 * A pay-later order's deadline: the reminder before it (once, a day before a deadline of more
 * than two days, half-way through a shorter one) and, when it passes unpaid, the order cancelled
 * with its stock back (site/db/order-status.ts `releaseIfExpired`), its history written, and an
 * email to the shopper and one to the shop. `now` is always given, so tests move time.
 */
import type { Kysely } from 'kysely';
import { reminderDueAt } from '../../../domain/commerce/payment-deadline.js';
import { releaseExpiredOrders, releaseIfExpired, type ExpiryHook } from '../../db/order-status.js';
import { loadOrder } from '../../db/order-view.js';
import type { Database } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { writeTransaction } from '../../db/transaction.js';
import { logOrderEvent } from '../../db/order-events.js';
import { noticePayload, queueOrderNotice } from './order-notices.js';

export interface OrderNoticeSettings {
  /** Where the shop's copy goes; none: the shop is not written to. */
  merchantEmail?: string | undefined;
}

export function expiryNotices(settings: OrderNoticeSettings): ExpiryHook {
  return async (trx: Kysely<Database>, orderId: string, now: number) => {
    const order = await loadOrder(trx, orderId);
    if (!order) return;
    const payload = noticePayload(order);
    await queueOrderNotice(trx, 'order-payment-expired', order.customerEmail, payload, now);
    await queueOrderNotice(trx, 'order-payment-expired-merchant', settings.merchantEmail ?? null, payload, now);
  };
}

/** Cancels every unpaid order past its deadline, with its emails; answers how many. */
export async function expireDueOrders(store: Store, now: number, settings: OrderNoticeSettings): Promise<number> {
  return releaseExpiredOrders(store, now, 50, expiryNotices(settings));
}

/** Cancels this order if its deadline passed unpaid, with its emails; true when this call did. */
export async function expireIfDue(store: Store, orderId: string, now: number, settings: OrderNoticeSettings): Promise<boolean> {
  return releaseIfExpired(store, orderId, now, expiryNotices(settings));
}

/** Queues the payment reminder of every pay-later order whose reminder is due; answers how many. */
export async function sendPaymentReminders(store: Store, now: number, batch = 100): Promise<number> {
  const candidates = await store.db
    .selectFrom('orders')
    .select(['id', 'created_at', 'payment_due_at'])
    .where('payment_status', '=', 'pending')
    .where('status', '=', 'awaiting_payment')
    .where('payment_provider', '=', 'manual')
    .where('payment_reminded_at', 'is', null)
    .where('payment_due_at', '>', now)
    .orderBy('payment_due_at')
    .limit(batch)
    .execute();
  let sent = 0;
  for (const row of candidates) {
    if (row.payment_due_at === null || reminderDueAt(Number(row.created_at), Number(row.payment_due_at)) > now) continue;
    const queued = await writeTransaction(store, async (trx) => {
      const marked = await trx
        .updateTable('orders')
        .set({ payment_reminded_at: now })
        .where('id', '=', row.id)
        .where('payment_reminded_at', 'is', null)
        .where('payment_status', '=', 'pending')
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      const order = await loadOrder(trx, row.id);
      if (!order) return false;
      await queueOrderNotice(trx, 'order-payment-reminder', order.customerEmail, noticePayload(order), now);
      await logOrderEvent(trx, { orderId: row.id, at: now, kind: 'reminder', actor: 'system', note: 'Payment reminder sent' });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
