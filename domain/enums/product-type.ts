import { enumeration } from './enumeration.js';

/** Product types; PAYWALL exists only in the merchant area. */
export const ProductType = enumeration({
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
});
