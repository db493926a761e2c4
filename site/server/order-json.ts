import type { OrderView } from '../db/index.js';
import { moneyJson } from './money.js';

/**
 * Where the order-confirmed page (page type 202) of an order lives; an order placed from a cart
 * token (no visitor owns it) is shown to whoever holds the token.
 */
export function orderConfirmedUrl(order: Pick<OrderView, 'id' | 'visitorId' | 'purchasedCartId'>): string {
  const path = `/checkout/order-confirmed/${order.id}`;
  return order.visitorId === null ? `${path}?cartToken=${order.purchasedCartId}` : path;
}

/**
 * The order confirmation of the calls (spec 000 §3): id, purchasedCartId, testMode, websiteId,
 * items (sku, productName, quantity, unitPrice) and the totals as money values, with their cents.
 * The visitor id stays on the server.
 */
export function orderJson(order: OrderView) {
  const currency = order.currencyCode;
  return {
    id: order.id,
    purchasedCartId: order.purchasedCartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
    currencyCode: currency,
    created: order.created,
    items: order.items.map((line) => ({
      sku: line.sku,
      itemId: line.itemId,
      variantId: line.variantId,
      productName: line.productName,
      productType: line.productType,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      unitPrice: moneyJson(line.unitPriceCents, currency),
      subTotalCents: line.unitPriceCents * line.quantity,
      subTotal: moneyJson(line.unitPriceCents * line.quantity, currency),
      additionalFields: line.additionalFields,
    })),
    subtotalCents: order.subtotalCents,
    taxTotalCents: order.taxTotalCents,
    shippingTotalCents: order.shippingTotalCents,
    discountTotalCents: order.discountTotalCents,
    grandTotalCents: order.grandTotalCents,
    subtotal: moneyJson(order.subtotalCents, currency),
    taxTotal: moneyJson(order.taxTotalCents, currency),
    shippingTotal: moneyJson(order.shippingTotalCents, currency),
    discountTotal: moneyJson(order.discountTotalCents, currency),
    grandTotal: moneyJson(order.grandTotalCents, currency),
    orderConfirmationUrl: orderConfirmedUrl(order),
  };
}

export type OrderJson = ReturnType<typeof orderJson>;
