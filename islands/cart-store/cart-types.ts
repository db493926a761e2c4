/** The shopping cart as the server answers it (site/server/cart-json.ts), as the islands read it. */
export interface MoneyJson {
  currencyCode: string;
  value: string;
  decimalValue: string;
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
  subTotalCents: number;
  additionalFields: unknown;
}

export interface CartJson {
  id: string | null;
  currencyCode: string;
  entries: CartEntryJson[];
  subtotalCents: number;
  subtotal: MoneyJson;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}
