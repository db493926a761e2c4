/** What a page hands the commerce island about each product it shows (site/features/products/product-islands.ts). */
export interface VariantData {
  id: string;
  sku: string;
  attributes: Record<string, string>;
  unlimited: boolean;
  qtyInStock: number;
  /** The variant's own image, when it has one. */
  imageUrl?: string;
}

export interface ProductOption {
  name: string;
  values: string[];
}

export interface FormFieldData {
  id: string;
  title: string;
  type: string;
  required: boolean;
  description?: string;
  maxLength?: number;
  options?: string[];
}

export interface ProductData {
  itemId: string;
  title: string;
  productType: number;
  subscription: boolean;
  /** Express checkout: a purchase goes straight to the checkout page. */
  express: boolean;
  options: ProductOption[];
  variants: VariantData[];
  /** The merchant's `scarcityShownByDefault` (merchandising context): present only when true. */
  scarcityShownByDefault?: true;
  /** The additional-fields form, when the product has one. */
  form?: { id: string; name: string; fields: FormFieldData[] };
}

/** The name of the DOM event the variant selects dispatch on the product element. */
export const VARIANT_CHANGE_EVENT = 'variant-change';

export interface VariantChangeDetail {
  productId: string;
  /** The chosen variant, or null while the selection names none. */
  variantId: string | null;
  soldOut: boolean;
}

/** The DOM event the commerce island dispatches on `document` after an add the server accepted (read by tracking). */
export const CART_ADD_EVENT = 'storefront:cart-add';

/** What CART_ADD_EVENT tells: the line added and the cart the server answered. */
export interface CartAddDetail {
  itemId: string;
  variantId: string;
  sku: string;
  quantity: number;
  cart: {
    id: string | null;
    currencyCode: string;
    entries: { itemId: string; variantId: string; title: string; productType: number; purchasePriceCents: number; chosenVariant: { sku: string; attributes: Record<string, string> } | null }[];
  };
}
