/**
 * A subscription as the shopper's order page and the admin order screen show it: its period,
 * its payments, when the next falls (in the shop's time zone), and whether it can be cancelled.
 */
import { billingPeriodText } from '../../../domain/commerce/billing-period.js';
import { deadlineText } from '../../../domain/commerce/payment-deadline.js';
import type { SubscriptionView } from '../../../domain/commerce/subscription-view.js';
import type { SubscriptionRecord } from '../../db/subscriptions.js';

const STATUS_LABELS = { active: 'Active', cancelled: 'Cancelled', completed: 'Completed' } as const;

export function subscriptionView(sub: SubscriptionRecord, timeZone: string): SubscriptionView {
  const made = `${String(sub.paymentsMade)} ${sub.paymentsMade === 1 ? 'payment' : 'payments'} made${sub.plan.cycles > 0 ? ` of ${String(sub.plan.cycles)}` : ''}`;
  return {
    id: sub.id,
    orderId: sub.orderId,
    productName: sub.productName,
    quantity: sub.quantity,
    status: sub.status,
    statusLabel: STATUS_LABELS[sub.status],
    billingText: billingPeriodText(sub.plan),
    paymentsText: made,
    nextPaymentText: sub.status === 'active' && sub.nextPaymentAt !== null ? deadlineText(sub.nextPaymentAt, timeZone) : null,
    cancelledText:
      sub.status === 'cancelled' && sub.cancelledAt !== null
        ? `Cancelled on ${deadlineText(sub.cancelledAt, timeZone)}${sub.cancelledBy === 'shopper' ? ' by you' : sub.cancelledBy?.startsWith('admin:') ? ' by the shop' : ''}.`
        : null,
    lastFailure: sub.lastFailure,
    canCancel: sub.status === 'active',
  };
}
