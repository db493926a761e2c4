/** What the cart pill says (spec 000 §2, §9): the count, "item"/"items" (the trimmed subtotal: pill-subtotal.ts). */
import type { CartJson } from '../../domain/commerce/cart-json.js';

/** Above this the pill shows "100+". */
export const PILL_COUNT_LIMIT = 100;

/** Pages the pill is never on: the cart page and checkout (custom cart, express checkout). */
const NO_PILL_PATHS = [/^\/cart\/?$/, /^\/checkout(\/|$)/];

export function pillCount(totalQuantity: number): string {
  return totalQuantity > PILL_COUNT_LIMIT ? `${PILL_COUNT_LIMIT}+` : String(totalQuantity);
}

export function itemWord(totalQuantity: number): 'item' | 'items' {
  return totalQuantity === 1 ? 'item' : 'items';
}

/**
 * What a screen reader hears instead of the pill's digits (spec 001 §9): "One item in cart",
 * "3 items in cart", "More than 100 items in cart".
 */
export function pillSentence(totalQuantity: number): string {
  if (totalQuantity > PILL_COUNT_LIMIT) return `More than ${PILL_COUNT_LIMIT} items in cart`;
  if (totalQuantity === 1) return 'One item in cart';
  return `${totalQuantity} items in cart`;
}

export function pillAllowedOn(pathname: string): boolean {
  return !NO_PILL_PATHS.some((path) => path.test(pathname));
}

/** Shown when the cart holds something, on a page the pill belongs to. */
export function pillVisible(cart: CartJson | null, pathname: string): boolean {
  return cart !== null && cart.totalQuantity > 0 && pillAllowedOn(pathname);
}
