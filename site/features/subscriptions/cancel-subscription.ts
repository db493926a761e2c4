/**
 * Cancelling a subscription, by the shopper (from their order page, reached by the email's signed
 * link) or by the shop (the admin order screen): no more renewals; the shopper is told either way,
 * the shop when the shopper cancelled. A subscription already cancelled or completed: 409.
 */
import { findOrder, type Store } from '../../db/index.js';
import { cancelSubscriptionRow, findSubscription, type SubscriptionRecord } from '../../db/subscriptions.js';
import { writeTransaction } from '../../db/transaction.js';
import { ApiError } from '../../edge/api-error.js';
import { queueCancelNotices } from './subscription-notices.js';

export type CancelledBy = { kind: 'shopper' } | { kind: 'shop'; email: string };

export const NOT_ACTIVE = {
  cancelled: 'This subscription is already cancelled.',
  completed: 'This subscription has already taken all its payments.',
} as const;

export async function cancelSubscription(store: Store, subscriptionId: string, by: CancelledBy, merchantEmail: string | undefined, now: number): Promise<SubscriptionRecord> {
  const sub = await findSubscription(store, subscriptionId);
  if (!sub) throw new ApiError(404, 'unknown-subscription', 'That subscription does not exist.');
  const order = await findOrder(store, sub.orderId);
  const actor = by.kind === 'shopper' ? 'shopper' : `admin:${by.email}`;
  const done = await writeTransaction(store, async (trx) => {
    const cancelled = await cancelSubscriptionRow(trx, sub.id, actor, now);
    if (cancelled) await queueCancelNotices(trx, sub, order?.number ?? 0, by.kind === 'shopper' ? 'shopper' : 'shop', merchantEmail, now);
    return cancelled;
  });
  const after = await findSubscription(store, subscriptionId);
  if (!done || !after) {
    const state = after?.status === 'completed' ? 'completed' : 'cancelled';
    throw new ApiError(409, 'subscription-not-active', NOT_ACTIVE[state]);
  }
  return after;
}
