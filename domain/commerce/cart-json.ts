/**
 * The shopping cart as the cart calls answer it (spec 000 §3): built by the server
 * (site/server/cart-json.ts), read by the islands (islands/cart-store/).
 */
import type { EntryThumbnail } from './entry-look.js';
import type { PersonalisationAnswer } from './personalisation.js';

export type { EntryThumbnail };

/** A money value of the calls: the amount as a decimal string, its currency and its cents. */
export interface MoneyJson {
  currencyCode: string;
  /** The amount in major units, e.g. "42.00" (JPY: "4200"). */
  value: string;
  decimalValue: string;
  /** The amount in the currency's minor units, as stored. */
  cents: number;
}

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
}

export interface CartJson {
  /** Null for a visitor without a cart (nothing is created by reading it). */
  id: string | null;
  websiteId: string;
  orderId: string | null;
  created: number;
  updated: number;
  isPurchased: boolean;
  currencyCode: string;
  entries: CartEntryJson[];
  shippingOptions: unknown[];
  selectedShippingOption: unknown;
  shippingLocation: unknown;
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  subtotal: MoneyJson;
  taxTotal: MoneyJson;
  shippingTotal: MoneyJson;
  discountTotal: MoneyJson;
  grandTotal: MoneyJson;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}
