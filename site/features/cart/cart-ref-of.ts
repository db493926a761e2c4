import { findCart, StoreError, type CartRef, type Store } from '../../db/index.js';

/**
 * The cart a cart call changes: the visitor's, or the cart a cart token names (a cart no visitor
 * owns, not yet purchased; anything else is `unknown-cart`, so ids leak nothing).
 */
export async function cartRefOf(store: Store, visitorId: string, cartToken: string | undefined): Promise<CartRef> {
  if (cartToken === undefined) return { visitorId };
  const cart = await findCart(store, { cartId: cartToken });
  if (!cart || cart.visitorId !== null || cart.isPurchased) throw new StoreError('unknown-cart');
  return { cartId: cartToken };
}
