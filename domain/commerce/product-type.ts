import { ProductType } from '../enums/product-type.js';

/** Product type codes (spec 001 §3), for comparisons with `productType(item)`. */
export const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = ProductType.byName;

/** The code when it is a known product type. */
export function knownProductType(code: number): number | undefined {
  return ProductType.nameOf(code) !== undefined ? code : undefined;
}
