import { enumeration } from './enumeration.js';
import { DIGITAL, GIFT_CARD, PAYWALL, PHYSICAL, SERVICE } from './product-type-codes.js';

/** The product type codes (product-type-codes.ts) by name. Compare with `PHYSICAL`, `GIFT_CARD`…; `ProductType` names them. */
export { DIGITAL, GIFT_CARD, PAYWALL, PHYSICAL, SERVICE };

export const ProductType = enumeration({ PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL });

/** The code when it is a known product type. */
export function knownProductType(code: number): number | undefined {
  return ProductType.nameOf(code) !== undefined ? code : undefined;
}
