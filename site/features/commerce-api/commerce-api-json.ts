/**
 * The Commerce API's answers, in the shapes of the platform's public documentation (`id`,
 * `orderNumber`, `createdOn`, `customerEmail`, `lineItems`, `grandTotal: {currency, value}`…),
 * written from our orders and catalogue.
 */
import type { ApiProductRecord, OrderView, PostalAddress } from '../../db/index.js';
import type { OrderStatus } from '../../../domain/commerce/order-status.js';
import { valueMoneyJson } from '../../../domain/money/money-json.js';
import type { FULFILLMENT_STATUSES } from './commerce-api-schemas.js';
import { POS_PROVIDER } from '../../../domain/admin/store/point-of-sale.js';
import type { JsonObject } from '../../../domain/json-object.js';
import type { PaymentState, Shipment } from '../../../domain/commerce/order-lifecycle.js';
import type { PersonalisationAnswer } from '../../../domain/commerce/personalisation.js';

type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

const iso = (ms: number): string => new Date(ms).toISOString();

export const FULFILLMENT_OF: Readonly<Record<OrderStatus, FulfillmentStatus>> = {
  awaiting_payment: 'PENDING',
  paid: 'PENDING',
  fulfilled: 'FULFILLED',
  cancelled: 'CANCELED',
};

export const STATUSES_OF: Readonly<Record<FulfillmentStatus, readonly OrderStatus[]>> = {
  PENDING: ['awaiting_payment', 'paid'],
  FULFILLED: ['fulfilled'],
  CANCELED: ['cancelled'],
};

const PRODUCT_TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'PHYSICAL', 2: 'DIGITAL', 3: 'SERVICE', 4: 'GIFT_CARD' };
const LINE_ITEM_TYPES: Readonly<Record<number, string>> = { 1: 'PHYSICAL_PRODUCT', 2: 'DIGITAL', 3: 'SERVICE', 4: 'GIFT_CARD' };

function addressJson(address: PostalAddress | null): JsonObject | null {
  if (!address) return null;
  const [firstName = '', ...rest] = address.name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    address1: address.line1,
    address2: address.line2,
    city: address.city,
    state: address.region,
    countryCode: address.country,
    postalCode: address.postalCode,
    phone: null,
  };
}

/** The line's personalisation under the form's labels ("Initials"), as the reference's `customizations`. */
function customizations(answers: readonly PersonalisationAnswer[]): JsonObject[] | null {
  return answers.length === 0 ? null : answers.map((a) => ({ label: a.label, value: a.value }));
}

/** Ours (the reference documents no payment field): the payment's state, upper case like `fulfillmentStatus`. */
export const PAYMENT_STATUS_OF: Readonly<Record<PaymentState, string>> = {
  pending: 'PENDING', authorised: 'AUTHORIZED', paid: 'PAID', partially_refunded: 'PARTIALLY_REFUNDED', refunded: 'REFUNDED', voided: 'VOIDED', expired: 'EXPIRED',
};

/** The id of an order's line in the API (`<order id>-<position from 1>`), and back. */
export const lineItemId = (orderId: string, index: number): string => `${orderId}-${String(index + 1)}`;

export function orderJson(order: OrderView, shipments: readonly Shipment[] = []): JsonObject {
  const money = (cents: number) => valueMoneyJson(cents, order.currencyCode);
  const status = FULFILLMENT_OF[order.status];
  const shipped = shipments.filter((s) => s.undone === null);
  return {
    id: order.id,
    orderNumber: String(order.number),
    createdOn: iso(order.created),
    modifiedOn: iso(order.updated),
    // Ours for a sale rung up in person: the reference names only `web`.
    channel: order.payment.provider === POS_PROVIDER ? 'pos' : 'web',
    testmode: order.testMode,
    customerEmail: order.customerEmail,
    billingAddress: null,
    shippingAddress: addressJson(order.shippingAddress),
    fulfillmentStatus: status,
    // Ours: partial shipments are PENDING above; this names them.
    fulfilmentState: order.lifecycle.fulfilment.toUpperCase(),
    paymentStatus: PAYMENT_STATUS_OF[order.lifecycle.payment],
    paymentDueOn: order.lifecycle.payment === 'pending' && order.lifecycle.paymentDueAt !== null ? iso(order.lifecycle.paymentDueAt) : null,
    lineItems: order.items.map((line, index) => ({
      id: lineItemId(order.id, index),
      variantId: line.variantId,
      sku: line.sku,
      productId: line.itemId,
      productName: line.productName,
      quantity: line.quantity,
      unitPricePaid: money(line.unitPriceCents),
      variantOptions: Object.entries(line.variantAttributes).map(([optionName, value]) => ({ optionName, value })),
      customizations: customizations(line.personalisation),
      lineItemType: LINE_ITEM_TYPES[line.productType] ?? 'PHYSICAL_PRODUCT',
    })),
    fulfillments: shipped.map((s) => ({
      id: s.id,
      shipDate: iso(s.created),
      carrierName: s.carrier,
      service: s.service,
      trackingNumber: s.trackingNumber,
      trackingUrl: s.trackingUrl,
      lineItems: s.lines.map((l) => ({ id: lineItemId(order.id, l.index), quantity: l.quantity })),
    })),
    subtotal: money(order.subtotalCents),
    shippingTotal: money(order.shippingTotalCents),
    discountTotal: money(order.discountTotalCents),
    taxTotal: money(order.taxTotalCents),
    refundedTotal: money(order.lifecycle.refundedCents),
    grandTotal: money(order.grandTotalCents),
    fulfilledOn: order.lifecycle.fulfilment === 'fulfilled' ? iso(shipped.at(-1)?.created ?? order.updated) : null,
    priceTaxInterpretation: 'EXCLUSIVE',
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function productJson(product: ApiProductRecord, currency: string): JsonObject {
  const content = (product.content !== null && typeof product.content === 'object' ? product.content : {}) as JsonObject;
  const tags = Array.isArray(content['tags']) ? content['tags'].filter((t): t is string => typeof t === 'string') : [];
  return {
    id: product.id,
    type: PRODUCT_TYPE_NAMES[product.productType] ?? 'PHYSICAL',
    name: product.title,
    description: text(content['body']) ?? text(content['excerpt']) ?? '',
    url: text(content['fullUrl']),
    urlSlug: product.urlId,
    tags,
    isVisible: true,
    isSubscribable: product.isSubscribable,
    variantAttributes: [...new Set(product.variants.flatMap((v) => Object.keys(v.attributes)))],
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      pricing: { basePrice: valueMoneyJson(v.priceCents, currency), onSale: v.onSale, salePrice: valueMoneyJson(v.salePriceCents, currency) },
      stock: { quantity: v.unlimited ? 0 : v.qtyInStock, unlimited: v.unlimited },
      attributes: v.attributes,
    })),
    createdOn: iso(product.created),
    modifiedOn: iso(product.created),
  };
}
