/**
 * What the shopper chooses on a cart before paying: the discount code typed, where it ships (for
 * the shipping options and the tax) and the shipping option. The choices are kept as given;
 * pricing them is domain/commerce/cart-pricing.ts.
 */
import type { ShippingLocation } from '../../domain/commerce/cart-pricing.js';
import { lockCart, type CartRef } from './cart-ref.js';
import { loadCartView, type CartView } from './cart-view.js';
import { StoreError } from './errors.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';

export interface CartChoices {
  /** The code in capitals, or null to remove it. */
  discountCode?: string | null;
  location?: ShippingLocation | null;
  shippingOptionId?: string | null;
}

/** Keeps the choices on the cart `ref` names; an empty or missing cart is refused (`empty-cart`). */
export async function setCartChoices(store: Store, ref: CartRef, choices: CartChoices): Promise<CartView> {
  return writeTransaction(store, async (trx) => {
    const cart = await lockCart(store, trx, ref, false);
    if (!cart) throw new StoreError('empty-cart');
    const set = {
      ...(choices.discountCode !== undefined ? { discount_code: choices.discountCode } : {}),
      ...(choices.location !== undefined ? { shipping_location: choices.location === null ? null : JSON.stringify(choices.location) } : {}),
      ...(choices.shippingOptionId !== undefined ? { shipping_option: choices.shippingOptionId } : {}),
      updated_at: Date.now(),
    };
    await trx.updateTable('carts').set(set).where('id', '=', cart.id).execute();
    const view = await loadCartView(trx, { ...cart, ...set });
    if (view.entries.length === 0 && choices.discountCode) throw new StoreError('empty-cart');
    return view;
  });
}
