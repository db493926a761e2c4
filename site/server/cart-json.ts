import type { CartEntryView, CartView } from '../db/index.js';
import type { CartEntryJson, CartJson } from '../../domain/commerce/cart-json.js';
import { moneyJson } from './money.js';
import { entryLook } from '../../domain/commerce/entry-look.js';
import { personalisationFields, personalisationOf } from '../../domain/commerce/personalisation.js';

export type { CartEntryJson, CartJson };

/**
 * A cart entry as the calls answer it (spec 000 §3), with its money values, and what the cart
 * page needs from the catalogue: the most it may hold, the product's URL and a thumbnail.
 */
export function entryJson(entry: CartEntryView, currency: string): CartEntryJson {
  const look = entryLook(entry.productContent, entry.variantId, entry.title, `/shop/p/${encodeURIComponent(entry.productUrlId)}`);
  return {
    id: entry.id,
    itemId: entry.itemId,
    variantId: entry.variantId,
    quantity: entry.quantity,
    chosenVariant: { ...entry.chosenVariant, unlimited: entry.unlimited },
    maxQuantity: entry.maxQuantity,
    title: entry.title,
    fullUrl: look.fullUrl,
    thumbnail: look.thumbnail,
    productType: entry.productType,
    purchasePriceCents: entry.purchasePriceCents,
    unitPrice: moneyJson(entry.purchasePriceCents, currency),
    subTotalCents: entry.subTotalCents,
    subTotal: moneyJson(entry.subTotalCents, currency),
    additionalFields: entry.additionalFields,
    personalisation: personalisationOf(personalisationFields(entry.productContent), entry.additionalFields),
  };
}

/**
 * The shopping cart of the calls (spec 000 §3): ids, entries, the totals in cents computed by
 * the store, and the same totals as money values. A visitor without a cart gets an empty one
 * (`id` null) and nothing is created.
 */
export function cartJson(cart: CartView | undefined, websiteId: string, currency: string): CartJson {
  const c = cart ?? emptyCart(websiteId);
  return {
    id: c.id || null,
    websiteId: c.websiteId,
    orderId: c.orderId,
    created: c.created,
    updated: c.updated,
    isPurchased: c.isPurchased,
    currencyCode: currency,
    entries: c.entries.map((e) => entryJson(e, currency)),
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: c.subtotalCents,
    taxCents: c.taxCents,
    shippingCostCents: c.shippingCostCents,
    discountCents: c.discountCents,
    grandTotalCents: c.grandTotalCents,
    subtotal: moneyJson(c.subtotalCents, currency),
    taxTotal: moneyJson(c.taxCents, currency),
    shippingTotal: moneyJson(c.shippingCostCents, currency),
    discountTotal: moneyJson(c.discountCents, currency),
    grandTotal: moneyJson(c.grandTotalCents, currency),
    totalQuantity: c.totalQuantity,
    hasDigital: c.hasDigital,
    purelyDigital: c.purelyDigital,
    requiresShipping: c.requiresShipping,
  };
}

function emptyCart(websiteId: string): CartView {
  return {
    id: '',
    websiteId,
    visitorId: null,
    orderId: null,
    created: 0,
    updated: 0,
    isPurchased: false,
    entries: [],
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}
