import type { OrderView } from '../../db/index.js';
import { ORDER_STATUS_LABELS, orderNumberText } from '../../../domain/commerce/order-status.js';
import { countryName } from './country-name.js';
import { moneyJson } from '../../../domain/money/money-json.js';
import { variantLabel } from '../../../domain/commerce/variant-label.js';

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
 * items (sku, productName, quantity, unitPrice) and the totals as money values, with their cents;
 * and the shop's own fields: the order number (`#1001`), status, the customer's email and
 * addresses, the payment (provider, reference, instructions, when an unpaid order's hold ends).
 * The visitor id stays on the server.
 */
export function orderJson(order: OrderView) {
  const currency = order.currencyCode;
  const address = order.shippingAddress;
  return {
    id: order.id,
    orderNumber: order.number,
    number: orderNumberText(order.number),
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    awaitingPayment: order.status === 'awaiting_payment',
    purchasedCartId: order.purchasedCartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
    currencyCode: currency,
    created: order.created,
    customerEmail: order.customerEmail,
    shippingAddress: address ? { ...address, countryName: countryName(address.country) } : null,
    giftCardRecipient: order.giftCardRecipient,
    payment: {
      provider: order.payment.provider,
      reference: order.payment.reference,
      instructions: order.payment.instructions,
      holdExpiresAt: order.payment.expiresAt,
    },
    items: order.items.map((line) => ({
      sku: line.sku,
      itemId: line.itemId,
      variantId: line.variantId,
      variantAttributes: line.variantAttributes,
      variantName: variantLabel(line.variantAttributes),
      productName: line.productName,
      productType: line.productType,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      unitPrice: moneyJson(line.unitPriceCents, currency),
      subTotalCents: line.unitPriceCents * line.quantity,
      subTotal: moneyJson(line.unitPriceCents * line.quantity, currency),
      additionalFields: line.additionalFields,
      personalisation: line.personalisation,
      subscription: line.subscription,
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
    discountCode: order.discountCode,
    shippingOptionName: order.shippingOptionName,
    // What gift cards paid, and what was left for the payment method.
    giftCardTotalCents: order.giftCardCents,
    giftCardTotal: order.giftCardCents > 0 ? moneyJson(-order.giftCardCents, currency) : null,
    amountDue: moneyJson(order.grandTotalCents - order.giftCardCents, currency),
    orderConfirmationUrl: orderConfirmedUrl(order),
  };
}

export type OrderJson = ReturnType<typeof orderJson>;
