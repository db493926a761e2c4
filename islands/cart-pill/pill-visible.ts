/** Where and when the cart pill shows (spec 000 §2, §9); what it says: pill-label.ts. */
import type { CartJson } from '../../domain/commerce/cart-json.js';

/** Pages the pill is never on: the cart page and checkout (custom cart, express checkout). */
const NO_PILL_PATHS = [/^\/cart\/?$/, /^\/checkout(\/|$)/];

export function pillAllowedOn(pathname: string): boolean {
  return !NO_PILL_PATHS.some((path) => path.test(pathname));
}

/** Shown when the cart holds something, on a page the pill belongs to. */
export function pillVisible(cart: CartJson | null, pathname: string): boolean {
  return cart !== null && cart.totalQuantity > 0 && pillAllowedOn(pathname);
}
