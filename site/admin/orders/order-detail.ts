/**
 * One order as the admin shows it (lines with their variant names and totals, addresses,
 * payment, the status moves allowed from where it is), and moving its status with the version
 * the merchant saw: a stale version answers 409 `stale-version`, so the screen offers a reload.
 */
import type { OrderDetail } from '../../../domain/admin/orders.js';
import { nextStatuses, ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/commerce/order-status.js';
import { findOrder, isStoreError, setOrderStatus, type OrderView, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { issueGiftCardsOfOrder } from '../../features/gift-cards/issue-gift-cards.js';
import { issueDownloadLinks } from '../../features/digital-goods/download-links.js';
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

export async function moveOrder(store: Store, orderId: string, status: OrderStatus, expectedVersion: number): Promise<OrderDetail> {
  const before = await requireOrder(store, orderId);
  try {
    const moved = await setOrderStatus(store, orderId, status, expectedVersion);
    // A gift card is issued (and its email queued) once its order is paid.
    if ((await issueGiftCardsOfOrder(store, moved)) + (await issueDownloadLinks(store, moved))) kickMailer();
    return orderDetail(moved);
  } catch (error) {
    if (isStoreError(error, 'order-version')) throw new ApiError(409, 'stale-version', 'This order was changed by someone else since you opened it. Reload to see it as it is now.');
    if (isStoreError(error, 'order-transition')) {
      throw new ApiError(409, 'order-transition', `An order that is ${ORDER_STATUS_LABELS[before.status].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[status].toLowerCase()}.`);
    }
    throw error;
  }
}
