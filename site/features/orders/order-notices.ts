/**
 * The emails an order's life owes (queued in `notification_outbox` in the transaction of the
 * change; written by `order-notice-mail.ts`): the payment reminder, the expiry (to the shopper and
 * to the shop), the payment received, a shipment with its tracking, a cancellation, a refund.
 */
import type { Kysely } from 'kysely';
import { orderNumberText } from '../../../domain/commerce/order-status.js';
import { variantLabel } from '../../../domain/commerce/variant-label.js';
import { newId } from '../../db/ids.js';
import type { OrderView } from '../../db/order-view.js';
import type { Database } from '../../db/schema.js';

export const ORDER_NOTICE_KINDS = [
  'order-payment-reminder',
  'order-payment-expired',
  'order-payment-expired-merchant',
  'order-paid',
  'order-shipped',
  'order-cancelled',
  'order-refunded',
] as const;
export type OrderNoticeKind = (typeof ORDER_NOTICE_KINDS)[number];

export interface NoticeShipment {
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  lines: { name: string; quantity: number }[];
}

export interface OrderNoticePayload {
  orderId: string;
  number: string;
  customerEmail: string | null;
  currencyCode: string;
  grandTotalCents: number;
  /** A manual payment's deadline (ms). */
  paymentDueAt: number | null;
  lines: { name: string; quantity: number }[];
  shipment?: NoticeShipment;
  refundCents?: number;
  /** How a refund reaches the shopper: through the payment's provider, or paid back by the shop itself (bank transfer, cash). */
  refundVia?: 'provider' | 'shop';
  restocked?: boolean;
}

export function noticePayload(order: OrderView, extra: Pick<OrderNoticePayload, 'shipment' | 'refundCents' | 'refundVia' | 'restocked'> = {}): OrderNoticePayload {
  return {
    orderId: order.id,
    number: orderNumberText(order.number),
    customerEmail: order.customerEmail,
    currencyCode: order.currencyCode,
    grandTotalCents: order.grandTotalCents,
    paymentDueAt: order.lifecycle.paymentDueAt,
    lines: order.items.map((line) => ({ name: withBilling(lineName(line.productName, line.variantAttributes), line.subscription?.billingText), quantity: line.quantity })),
    ...extra,
  };
}

/** A subscription line's name with its period: "Coffee (every month)". */
function withBilling(name: string, billingText: string | undefined): string {
  return billingText === undefined ? name : `${name} (subscription: ${billingText})`;
}

export function lineName(productName: string, attributes: Record<string, string>): string {
  const variant = variantLabel(attributes);
  return variant ? `${productName} (${variant})` : productName;
}

export async function queueOrderNotice(trx: Kysely<Database>, kind: OrderNoticeKind, recipient: string | null, payload: OrderNoticePayload, now: number): Promise<void> {
  if (recipient === null || recipient === '') return;
  await trx
    .insertInto('notification_outbox')
    .values({ id: newId(), kind, recipient, payload: JSON.stringify(payload), created_at: now, sent_at: null })
    .execute();
}
