/**
 * The shopping cart as the cart calls answer it (spec 000 §3): the one definition of its shape,
 * built here from the store's cart (`cartJson`, called by the server) and read by the islands
 * (islands/cart-store/).
 */
import { moneyJson, type MoneyJson } from '../money/money-json.js';
import type { CartInstallmentOffer } from './installments/cart-offer.js';
import { entryLook, type EntryThumbnail } from './entry-look.js';
import { productLineSubscription, type LineSubscription } from './billing-period.js';
import { personalisationFields, personalisationOf, type PersonalisationAnswer } from './personalisation.js';
import type { CartPricing } from './cart-pricing.js';
import type { ShippingOption } from './shipping-zones.js';

export type { EntryThumbnail, MoneyJson };

export interface CartEntryJson {
  id: string;
  itemId: string;
  variantId: string;
  quantity: number;
  /** The variant's SKU and options; `unlimited` as the variant says (its stock is not told). */
  chosenVariant: { sku: string; attributes: Record<string, string>; unlimited: boolean } | null;
  /**
   * The most this entry may hold now: the variant's stock less what the cart's other entries of
   * it hold, at most 9999 (domain/commerce/entry-limit.ts); computed by the server from the catalogue.
   */
  maxQuantity: number;
  title: string;
  /** The product page (the product item's `fullUrl`). */
  fullUrl: string;
  /** The chosen variant's image, else the product's; null when the product has none. */
  thumbnail: EntryThumbnail | null;
  productType: number;
  purchasePriceCents: number;
  unitPrice: MoneyJson;
  subTotalCents: number;
  subTotal: MoneyJson;
  additionalFields: unknown;
  /** The additional fields' answers under the form's labels ("Initials: ABC"), in its order. */
  personalisation: PersonalisationAnswer[];
  /** A subscription's plan and its text ("every month", "Unavailable"); null for a one-off purchase. */
  subscription: LineSubscription | null;
}

/** A shipping option as the cart lists it, with its price. */
export interface ShippingOptionJson extends ShippingOption {
  cost: MoneyJson;
}

/**
 * The cart's price (cart-pricing.ts) as the calls write it: every field of `CartPricing` but the
 * code's stored record (`appliedCode`), with each shipping option's cost also as money.
 */
export type CartPricingJson = Omit<CartPricing, 'appliedCode' | 'shippingOptions' | 'selectedShippingOption'> & {
  shippingOptions: ShippingOptionJson[];
  selectedShippingOption: ShippingOptionJson | null;
};

/** The cart's totals as money values of the calls (the same amounts as its `…Cents`). */
export interface CartMoneyJson {
  subtotal: MoneyJson;
  taxTotal: MoneyJson;
  shippingTotal: MoneyJson;
  discountTotal: MoneyJson;
  grandTotal: MoneyJson;
}

export interface CartJson extends CartTotals, CartPricingJson, CartMoneyJson {
  /** Null for a visitor without a cart (nothing is created by reading it). */
  id: string | null;
  websiteId: string;
  orderId: string | null;
  created: number;
  updated: number;
  isPurchased: boolean;
  currencyCode: string;
  entries: CartEntryJson[];
  /**
   * Afterpay/Clearpay for this cart as it stands (installments/cart-offer.ts: every item physical
   * and offering it, in range); absent or null when not offered. Added by the server's cart calls.
   */
  installments?: CartInstallmentOffer | null;
}

/** What the store knows of a cart entry (site/db/cart-view.ts gives it), priced from the catalogue. */
export interface CartEntrySource {
  id: string;
  itemId: string;
  variantId: string;
  quantity: number;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  title: string;
  productType: number;
  /** Whether the variant's stock is unlimited. */
  unlimited: boolean;
  /** The most this entry may hold: the stock less the cart's other entries of the variant. */
  maxQuantity: number;
  /** The product's URL slug and content item (what the cart line shows of it: link, image). */
  productUrlId: string;
  productContent: unknown;
  /** Price of one, at the current price (the sale price when on sale). */
  purchasePriceCents: number;
  subTotalCents: number;
  additionalFields: unknown;
}

/** A cart's totals in cents and what its lines need (computed by site/db/cart-totals.ts). */
export interface CartTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** What the store knows of a cart: its ids, entries and totals in cents. */
export interface CartSource extends CartTotals {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  updated: number;
  isPurchased: boolean;
  entries: readonly CartEntrySource[];
}

/**
 * A cart entry as the calls answer it (spec 000 §3), with its money values, and what the cart
 * page needs from the catalogue: the most it may hold, the product's URL and a thumbnail.
 */
export function entryJson(entry: CartEntrySource, currency: string): CartEntryJson {
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
    subscription: productLineSubscription(entry.productContent),
  };
}

/**
 * The shopping cart of the calls (spec 000 §3): ids, entries, the totals in cents computed by
 * the store, and the same totals as money values. A visitor without a cart gets an empty one
 * (`id` null): nothing is created by reading it.
 */
export function cartJson(cart: CartSource | undefined, websiteId: string, currency: string, pricing?: CartPricing): CartJson {
  const c = pricing && cart ? { ...cart, discountCents: pricing.discountCents, shippingCostCents: pricing.shippingCostCents, taxCents: pricing.taxCents, grandTotalCents: pricing.grandTotalCents } : (cart ?? emptyCart(websiteId));
  const option = (o: ShippingOption): ShippingOptionJson => ({ ...o, cost: moneyJson(o.costCents, currency) });
  return {
    id: c.id || null,
    websiteId: c.websiteId,
    orderId: c.orderId,
    created: c.created,
    updated: c.updated,
    isPurchased: c.isPurchased,
    currencyCode: currency,
    entries: c.entries.map((e) => entryJson(e, currency)),
    shippingOptions: pricing?.shippingOptions.map(option) ?? [],
    selectedShippingOption: pricing?.selectedShippingOption ? option(pricing.selectedShippingOption) : null,
    shippingLocation: pricing?.shippingLocation ?? null,
    shippingProblem: pricing?.shippingProblem ?? null,
    applicableTaxRules: pricing?.applicableTaxRules ?? [],
    coupons: pricing?.coupons ?? [],
    validCoupons: pricing?.validCoupons ?? [],
    invalidCoupons: pricing?.invalidCoupons ?? [],
    taxInclusive: pricing?.taxInclusive ?? false,
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

function emptyCart(websiteId: string): CartSource {
  return {
    id: '',
    websiteId,
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
