/**
 * Shipping an order, whole or in part: each shipment (carrier, tracking number and link, the
 * units of each line; none named: all that is left) is a row of `order_fulfilments`; the order's
 * fulfilment follows from the units shipped; the history records it; the shopper gets the
 * shipping email with the tracking link (unless told not to). An unpaid order is refused (409
 * `order-not-paid`) unless `force`: a warehouse link must not ship goods nobody paid for by
 * mistake, while a shop that ships on trust says so explicitly. Undoing a shipment is possible for a
 * day (`UNDO_WINDOW_MS`): its units count as not shipped again.
 */
import { canUndoFulfilment, fulfilmentOf, isPaid, orderStatusOf, type Shipment } from '../../../domain/commerce/order-lifecycle.js';
import { newId } from '../../db/ids.js';
import { loadOrder, type OrderView } from '../../db/order-view.js';
import type { Store } from '../../db/store.js';
import { writeTransaction } from '../../db/transaction.js';
import { ApiError } from '../../edge/api-error.js';
import { assertVersion, lockedOrder } from '../orders/locked-order.js';
import { logOrderEvent, logStateChanges } from '../../db/order-events.js';
import { lineName, noticePayload, queueOrderNotice } from '../orders/order-notices.js';
import { orderShipments, shippedByLine, toShipment } from './shipments.js';

export interface ShipmentInput {
  carrier?: string | undefined;
  service?: string | undefined;
  trackingNumber?: string | undefined;
  trackingUrl?: string | undefined;
  /** Units per order line (by position); absent: everything not yet shipped. */
  lines?: { index: number; quantity: number }[] | undefined;
}

export interface FulfilOptions {
  actor: string;
  now: number;
  force?: boolean;
  notify?: boolean;
  expectedVersion?: number;
}

export interface FulfilledOrder {
  order: OrderView;
  shipments: Shipment[];
}

const conflict = (code: string, message: string) => new ApiError(409, code, message);

export async function fulfilOrder(store: Store, orderId: string, inputs: readonly ShipmentInput[], options: FulfilOptions): Promise<FulfilledOrder> {
  return writeTransaction(store, async (trx) => {
    const order = await lockedOrder(store, trx, orderId);
    assertVersion(order, options.expectedVersion);
    const { payment, fulfilment } = order.lifecycle;
    if (fulfilment === 'cancelled') throw conflict('order-cancelled', 'This order was cancelled; nothing can be shipped.');
    if (!isPaid(payment) && options.force !== true) {
      throw conflict('order-not-paid', `This order is not paid (payment: ${payment.replace('_', ' ')}). Mark it paid first, or send force: true to ship it anyway.`);
    }
    const left = remaining(order, shippedByLine(await orderShipments(trx, orderId)));
    const written: Shipment[] = [];
    for (const [n, input] of inputs.entries()) {
      const lines = input.lines ?? [...left].filter(([, q]) => q > 0).map(([index, quantity]) => ({ index, quantity }));
      for (const line of lines) {
        const open = left.get(line.index);
        if (open === undefined) throw new ApiError(400, 'invalid-input', `Shipment ${String(n + 1)} names line ${String(line.index + 1)}, which this order does not have.`, [{ path: `shipments.${String(n)}.lines`, message: 'unknown line' }]);
        if (line.quantity > open) throw conflict('over-fulfilled', `Shipment ${String(n + 1)} sends ${String(line.quantity)} of line ${String(line.index + 1)}, but only ${String(open)} ${open === 1 ? 'is' : 'are'} left to ship.`);
        left.set(line.index, open - line.quantity);
      }
      const units = lines.filter((l) => l.quantity > 0);
      if (units.length === 0) throw conflict('nothing-to-ship', 'Everything in this order has already been shipped.');
      const row = {
        id: newId(), order_id: orderId, carrier: input.carrier ?? null, service: input.service ?? null, tracking_number: input.trackingNumber ?? null,
        tracking_url: input.trackingUrl ?? null, lines: JSON.stringify(units), created_at: options.now, undone_at: null,
      };
      await trx.insertInto('order_fulfilments').values(row).execute();
      written.push(toShipment(row));
      await logOrderEvent(trx, { orderId, at: options.now, kind: 'shipment', actor: options.actor, note: shipmentNote(order, written[written.length - 1]!) });
    }
    const next = await settle(trx, order, options);
    if (options.notify !== false) {
      for (const shipment of written) {
        await queueOrderNotice(trx, 'order-shipped', next.customerEmail, noticePayload(next, { shipment: noticeShipment(next, shipment) }), options.now);
      }
    }
    return { order: next, shipments: await orderShipments(trx, orderId) };
  });
}

/** Undoes a shipment recorded less than a day ago (409 `undo-window-passed` after). */
export async function undoFulfilment(store: Store, orderId: string, shipmentId: string, options: { actor: string; now: number }): Promise<FulfilledOrder> {
  return writeTransaction(store, async (trx) => {
    const order = await lockedOrder(store, trx, orderId);
    const shipment = (await orderShipments(trx, orderId)).find((s) => s.id === shipmentId);
    if (!shipment) throw new ApiError(404, 'unknown-shipment', 'That shipment does not exist.');
    if (shipment.undone !== null) throw conflict('shipment-undone', 'That shipment was already undone.');
    if (!canUndoFulfilment(shipment.created, options.now)) throw conflict('undo-window-passed', 'A shipment can be undone only within a day of recording it.');
    await trx.updateTable('order_fulfilments').set({ undone_at: options.now }).where('id', '=', shipmentId).where('undone_at', 'is', null).execute();
    await logOrderEvent(trx, { orderId, at: options.now, kind: 'shipment-undone', actor: options.actor, note: shipmentNote(order, shipment) });
    const next = await settle(trx, order, options);
    return { order: next, shipments: await orderShipments(trx, orderId) };
  });
}

function remaining(order: OrderView, shipped: Map<number, number>): Map<number, number> {
  return new Map(order.items.map((line, index) => [index, line.quantity - (shipped.get(index) ?? 0)]));
}

/** The order's fulfilment (and single status) from the shipments now recorded. */
async function settle(trx: Parameters<typeof orderShipments>[0], order: OrderView, options: { actor: string; now: number }): Promise<OrderView> {
  const shipped = [...shippedByLine(await orderShipments(trx, order.id)).values()].reduce((a, b) => a + b, 0);
  const ordered = order.items.reduce((n, l) => n + l.quantity, 0);
  const fulfilment = fulfilmentOf(shipped, ordered);
  const status = orderStatusOf(order.lifecycle.payment, fulfilment);
  await trx
    .updateTable('orders')
    .set({ fulfilment_status: fulfilment, status, version: order.version + 1, updated_at: options.now })
    .where('id', '=', order.id)
    .execute();
  await logStateChanges(trx, order.id, order.lifecycle, { payment: order.lifecycle.payment, fulfilment }, options.actor, options.now);
  const next = await loadOrder(trx, order.id);
  if (!next) throw new Error('order vanished inside its own transaction');
  return next;
}

function shipmentNote(order: OrderView, shipment: Shipment): string {
  const what = shipment.lines.map((l) => `${String(l.quantity)} × ${order.items[l.index]?.productName ?? '?'}`).join(', ');
  const tracking = [shipment.carrier, shipment.trackingNumber].filter(Boolean).join(' ');
  return tracking ? `${what} (${tracking})` : what;
}

function noticeShipment(order: OrderView, shipment: Shipment) {
  return {
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: shipment.trackingUrl,
    lines: shipment.lines.map((l) => {
      const line = order.items[l.index];
      return { name: line ? lineName(line.productName, line.variantAttributes) : '', quantity: l.quantity };
    }),
  };
}
