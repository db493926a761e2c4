/**
 * The Commerce API's answers, in the shapes of the platform's public documentation (`id`,
 * `orderNumber`, `createdOn`, `customerEmail`, `lineItems`, `grandTotal: {currency, value}`…),
 * written from our orders and catalogue.
 */
import type { ApiProductRecord, OrderView, PostalAddress } from '../../db/index.js';
import type { OrderStatus } from '../../../domain/commerce/order-status.js';
import { moneyJson } from '../money.js';
import type { FULFILLMENT_STATUSES } from './commerce-api-schemas.js';
import { POS_PROVIDER } from '../../../domain/admin/store/point-of-sale.js';
import type { PersonalisationAnswer } from '../../../domain/commerce/personalisation.js';

type Json = Record<string, unknown>;
type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export interface ApiMoney {
  currency: string;
  value: string;
}

export function apiMoney(cents: number, currency: string): ApiMoney {
  return { currency, value: moneyJson(cents, currency).value };
}

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

function addressJson(address: PostalAddress | null): Json | null {
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
function customizations(answers: readonly PersonalisationAnswer[]): Json[] | null {
  return answers.length === 0 ? null : answers.map((a) => ({ label: a.label, value: a.value }));
}

export function orderJson(order: OrderView): Json {
  const money = (cents: number) => apiMoney(cents, order.currencyCode);
  const status = FULFILLMENT_OF[order.status];
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
    lineItems: order.items.map((line, index) => ({
      id: `${order.id}-${String(index + 1)}`,
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
    fulfillments: [],
    subtotal: money(order.subtotalCents),
    shippingTotal: money(order.shippingTotalCents),
    discountTotal: money(order.discountTotalCents),
    taxTotal: money(order.taxTotalCents),
    refundedTotal: money(0),
    grandTotal: money(order.grandTotalCents),
    fulfilledOn: order.status === 'fulfilled' ? iso(order.updated) : null,
    priceTaxInterpretation: 'EXCLUSIVE',
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function productJson(product: ApiProductRecord, currency: string): Json {
  const content = (product.content !== null && typeof product.content === 'object' ? product.content : {}) as Json;
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
      pricing: { basePrice: apiMoney(v.priceCents, currency), onSale: v.onSale, salePrice: apiMoney(v.salePriceCents, currency) },
      stock: { quantity: v.unlimited ? 0 : v.qtyInStock, unlimited: v.unlimited },
      attributes: v.attributes,
    })),
    createdOn: iso(product.created),
    modifiedOn: iso(product.created),
  };
}
