/** A subscription as the shopper's order page and the admin order screen show it (site/features/subscriptions/subscription-view.ts builds it). */
export interface SubscriptionView {
  id: string;
  /** The order of its first payment. */
  orderId: string;
  productName: string;
  quantity: number;
  status: 'active' | 'cancelled' | 'completed';
  statusLabel: string;
  /** "every month", "every 2 weeks, 6 payments". */
  billingText: string;
  /** "2 payments made of 6". */
  paymentsText: string;
  /** When the next payment falls, in the shop's time zone; null unless active. */
  nextPaymentText: string | null;
  /** "Cancelled on … by the shop."; null unless cancelled. */
  cancelledText: string | null;
  /** Why the last renewal was not made, for the shop. */
  lastFailure: string | null;
  canCancel: boolean;
}
