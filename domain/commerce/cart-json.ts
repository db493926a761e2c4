/**
 * The shopping cart as the cart calls answer it (spec 000 §3): built by the server
 * (site/server/cart-json.ts), read by the islands (islands/cart-store/).
 */

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
  chosenVariant: { sku: string; attributes: Record<string, string> } | null;
  title: string;
  productType: number;
  purchasePriceCents: number;
  unitPrice: MoneyJson;
  subTotalCents: number;
  subTotal: MoneyJson;
  additionalFields: unknown;
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
