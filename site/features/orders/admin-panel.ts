/** The admin order screen's payment and fulfilment panel (domain/admin/order-fulfilment.ts). */
import type { OrderFulfilmentPanel } from '../../../domain/admin/order-fulfilment.js';
import { canUndoFulfilment } from '../../../domain/commerce/order-lifecycle.js';
import { findOrder, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { orderShipments, shippedByLine } from '../fulfilment/shipments.js';
import { orderHistory } from '../../db/order-events.js';
import { lineName } from './order-notices.js';

export async function orderPanel(store: Store, orderId: string, now: number): Promise<OrderFulfilmentPanel> {
  const order = /^[A-Za-z0-9_-]{1,64}$/.test(orderId) ? await findOrder(store, orderId) : undefined;
  if (!order) throw new ApiError(404, 'unknown-order', 'That order does not exist.');
  const shipments = await orderShipments(store.db, order.id);
  const shipped = shippedByLine(shipments);
  const nameOf = (index: number) => {
    const line = order.items[index];
    return line ? lineName(line.productName, line.variantAttributes) : '?';
  };
  return {
    orderId: order.id,
    number: order.number,
    version: order.version,
    currencyCode: order.currencyCode,
    grandTotalCents: order.grandTotalCents,
    payment: order.lifecycle.payment,
    fulfilment: order.lifecycle.fulfilment,
    paymentDueAt: order.lifecycle.paymentDueAt,
    refundedCents: order.lifecycle.refundedCents,
    lines: order.items.map((line, index) => ({ index, name: nameOf(index), ordered: line.quantity, shipped: shipped.get(index) ?? 0 })),
    shipments: shipments.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      trackingUrl: s.trackingUrl,
      summary: s.lines.map((l) => `${String(l.quantity)} × ${nameOf(l.index)}`).join(', '),
      created: s.created,
      undone: s.undone,
      canUndo: s.undone === null && canUndoFulfilment(s.created, now),
    })),
    history: await orderHistory(store.db, order.id),
  };
}

/** The history's actor for an admin change. */
export const adminActor = (email: string): string => `admin:${email}`;
