/**
 * The pill's subtotal with zero fractions trimmed: "$30", "$12.50" (domain/money/cart-money.ts,
 * the money rule of every cart island). Its own module (with the money formatting) so that a page
 * whose cart is empty never loads it.
 */
import type { CartJson } from '../../domain/commerce/cart-json.js';
import { cartCurrency, pillMoneyText } from '../../domain/money/cart-money.js';

export function pillSubtotal(cart: CartJson): string {
  return pillMoneyText(cart.subtotalCents, cartCurrency(cart.currencyCode));
}
