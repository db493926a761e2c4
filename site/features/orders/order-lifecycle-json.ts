/**
 * What the shopper's order page adds about payment and fulfilment: both states with their labels,
 * a manual payment's deadline (in the shop's time zone), "Cancelled: payment was not received by
 * …" once it expired, and the shipments with their tracking.
 */
import { FULFILMENT_LABELS, PAYMENT_LABELS, type Shipment } from '../../../domain/commerce/order-lifecycle.js';
import { deadlineText, expiredText } from '../../../domain/commerce/payment-deadline.js';
import type { OrderView } from '../../db/order-view.js';
import { lineName } from './order-notices.js';

export function timeZoneOf(website: Record<string, unknown>): string {
  return typeof website['timeZone'] === 'string' ? website['timeZone'] : 'UTC';
}

export function orderLifecycleJson(order: OrderView, website: Record<string, unknown>, shipments: readonly Shipment[] = []) {
  const zone = timeZoneOf(website);
  const { payment, fulfilment, paymentDueAt } = order.lifecycle;
  const expired = payment === 'expired';
  return {
    paymentStatus: payment,
    paymentStatusLabel: PAYMENT_LABELS[payment],
    fulfilmentStatus: fulfilment,
    fulfilmentStatusLabel: FULFILMENT_LABELS[fulfilment],
    isCancelled: order.status === 'cancelled',
    paymentDeadline: payment === 'pending' && paymentDueAt !== null ? deadlineText(paymentDueAt, zone) : null,
    expiredNotice: expired && paymentDueAt !== null ? expiredText(paymentDueAt, zone) : null,
    shipments: shipments
      .filter((s) => s.undone === null)
      .map((s) => ({
        carrier: s.carrier,
        trackingNumber: s.trackingNumber,
        trackingUrl: s.trackingUrl,
        shippedOn: deadlineText(s.created, zone),
        lines: s.lines.map((l) => {
          const line = order.items[l.index];
          return { name: line ? lineName(line.productName, line.variantAttributes) : '', quantity: l.quantity };
        }),
      })),
  };
}
