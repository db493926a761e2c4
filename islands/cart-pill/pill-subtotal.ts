/**
 * The pill's subtotal with zero fractions trimmed: "$30", "$12.50". Its own module (with the money
 * formatting) so that a page whose cart is empty never loads it.
 */
import type { CartJson } from '../../domain/commerce/cart-json.js';
import { cartCurrency, minorUnitsText } from '../../domain/money/cart-money.js';

export function pillSubtotal(cart: CartJson): string {
  return minorUnitsText(cart.subtotalCents, cartCurrency(cart.currencyCode), true);
}
