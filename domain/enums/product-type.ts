import { enumeration } from './enumeration.js';

/**
 * Product type codes (spec 001 §3): the one place that says which number is which type. PAYWALL
 * exists only in the merchant area. Compare with `PHYSICAL`, `GIFT_CARD`…; `ProductType` names them.
 */
export const PHYSICAL = 1;
export const DIGITAL = 2;
export const SERVICE = 3;
export const GIFT_CARD = 4;
export const PAYWALL = 5;

export const ProductType = enumeration({ PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL });

/** The code when it is a known product type. */
export function knownProductType(code: number): number | undefined {
  return ProductType.nameOf(code) !== undefined ? code : undefined;
}
