/**
 * One order as the admin shows it (lines with their variant names and totals, addresses,
 * payment, the status moves allowed from where it is), and moving its status with the version
 * the merchant saw: a stale version answers 409 `stale-version`, so the screen offers a reload.
 */
import type { OrderDetail } from '../../../domain/admin/orders.js';
import { nextStatuses, ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/commerce/order-status.js';
import { findOrder, isStoreError, setOrderStatus, type OrderView, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { markOrderPaid } from '../../features/orders/mark-paid.js';
import { fulfilOrder } from '../../features/fulfilment/fulfil.js';
import { cancelOrder } from '../../features/fulfilment/cancel-refund.js';
import { kickMailer } from '../../mail/mailer.js';

export function orderDetail(order: OrderView): OrderDetail {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    version: order.version,
    created: order.created,
    updated: order.updated,
    customerEmail: order.customerEmail,
    itemCount: order.items.reduce((n, line) => n + line.quantity, 0),
    grandTotalCents: order.grandTotalCents,
    currencyCode: order.currencyCode,
    testMode: order.testMode,
    paymentStatus: order.lifecycle.payment,
    fulfilmentStatus: order.lifecycle.fulfilment,
    shippingAddress: order.shippingAddress,
    giftCardRecipient: order.giftCardRecipient,
    payment: { ...order.payment },
    lines: order.items.map((line) => ({
      sku: line.sku,
      productName: line.productName,
      variantName: Object.entries(line.variantAttributes).map(([name, value]) => `${name}: ${value}`).join(', '),
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.unitPriceCents * line.quantity,
      personalisation: line.personalisation,
      productType: line.productType,
      billingText: line.subscription?.billingText ?? null,
    })),
    subtotalCents: order.subtotalCents,
    taxTotalCents: order.taxTotalCents,
    shippingTotalCents: order.shippingTotalCents,
    discountTotalCents: order.discountTotalCents,
    nextStatuses: [...nextStatuses(order.status)],
  };
}

export async function requireOrder(store: Store, orderId: string): Promise<OrderView> {
  const order = /^[A-Za-z0-9_-]{1,64}$/.test(orderId) ? await findOrder(store, orderId) : undefined;
  if (!order) throw new ApiError(404, 'unknown-order', 'That order does not exist.');
  return order;
}

/** Who moved the order and when (the history names them). */
export interface MoveOptions {
  actor: string;
  now: number;
}

/**
 * The status menu's moves, each through the order's lifecycle so the shopper hears of it as from
 * the payment and fulfilment panel: paid → "Payment received" (gift cards and download links
 * issued); fulfilled → everything left ships, with the shipping email; cancelled → the stock back,
 * the payment voided if it was not taken (a taken one stays for a refund chosen in the panel),
 * the cancellation email. Back to awaiting payment is a correction and sends nothing.
 */
export async function moveOrder(store: Store, orderId: string, status: OrderStatus, expectedVersion: number, options: MoveOptions): Promise<OrderDetail> {
  const before = await requireOrder(store, orderId);
  const common = { ...options, expectedVersion };
  try {
    let moved: OrderView;
    if (status === 'paid') moved = await markOrderPaid(store, orderId, common);
    else if (status === 'fulfilled') moved = (await fulfilOrder(store, orderId, [{}], { ...common, notify: true })).order;
    else if (status === 'cancelled') moved = await cancelOrder(store, orderId, { ...common, restock: true, refund: false });
    else moved = await setOrderStatus(store, orderId, status, expectedVersion);
    kickMailer();
    return orderDetail(moved);
  } catch (error) {
    if (isStoreError(error, 'order-version')) throw new ApiError(409, 'stale-version', 'This order was changed by someone else since you opened it. Reload to see it as it is now.');
    if (isStoreError(error, 'order-transition')) {
      throw new ApiError(409, 'order-transition', `An order that is ${ORDER_STATUS_LABELS[before.status].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[status].toLowerCase()}.`);
    }
    throw error;
  }
}
