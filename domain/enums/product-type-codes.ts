/**
 * Product type codes (spec 001 §3): the one place that says which number is which type. PAYWALL
 * exists only in the merchant area. Plain numbers, importing nothing, so that the browser's code
 * that only compares a code (the buy boxes) does not ship the enumeration; `ProductType`
 * (product-type.ts) names them.
 */
export const PHYSICAL = 1;
export const DIGITAL = 2;
export const SERVICE = 3;
export const GIFT_CARD = 4;
export const PAYWALL = 5;
