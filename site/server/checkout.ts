import { findCart, findOrder, placeOrder, StoreError, type CartView, type OrderView } from '../db/index.js';
import { belowMinimum, minimumSubtotal, minimumSubtotalMessage } from '../../domain/commerce/minimum-subtotal.js';
import { formatMoney } from '../../domain/money/cldr-format.js';
import { ApiError } from './api-error.js';
import { moneyJson } from './money.js';
import { apiStore, currencyOf, siteWebsite } from './store.js';

/**
 * The cart a cart token names: a cart of its own (no visitor owns it) not yet purchased. A
 * visitor's cart is never reachable by its id, so a token is only ever a cart-token cart.
 */
export async function tokenCart(cartToken: string): Promise<CartView | undefined> {
  const cart = await findCart(await apiStore(), { cartId: cartToken });
  return cart && cart.visitorId === null && !cart.isPurchased ? cart : undefined;
}

/**
 * Turns the visitor's open cart (or the cart a cart token names) into an order in test mode (no
 * payment provider is called): the data layer's transaction takes the stock or refuses
 * (`empty-cart`, `out-of-stock`, `cart-purchased`); a subtotal under the store's minimum is
 * refused first (`below-minimum`).
 */
export async function checkoutCart(visitorId: string, cartToken?: string): Promise<OrderView> {
  const store = await apiStore();
  const website = await siteWebsite();
  const input = { currencyCode: currencyOf(website), testMode: true };
  if (cartToken === undefined) {
    assertMinimum(await findCart(store, { visitorId }), website);
    return placeOrder(store, { visitorId }, input);
  }
  const cart = await findCart(store, { cartId: cartToken });
  if (!cart || cart.visitorId !== null) throw new StoreError('unknown-cart');
  assertMinimum(cart, website);
  return placeOrder(store, { cartId: cartToken }, input);
}

/** Refuses (409) a cart whose subtotal is under the store's minimum order subtotal. */
function assertMinimum(cart: CartView | undefined, website: Record<string, unknown>): void {
  const minimum = minimumSubtotal(website['storeSettings']);
  const currency = currencyOf(website);
  if (!cart || cart.entries.length === 0 || minimum === undefined) return;
  if (!belowMinimum(moneyJson(cart.subtotalCents, currency).decimalValue, minimum)) return;
  throw new ApiError(409, 'below-minimum', minimumSubtotalMessage(formatMoney(minimum, currency, 'en-US')));
}

/**
 * An order its viewer may see: their own, or a cart-token order when they hold the token (the
 * id of the cart it was placed from). Anyone else's, or none, is `undefined`: ids leak nothing.
 */
export async function visitorOrder(orderId: string, visitorId: string | undefined, cartToken?: string): Promise<OrderView | undefined> {
  const order = await findOrder(await apiStore(), orderId);
  if (!order) return undefined;
  if (order.visitorId !== null) return visitorId !== undefined && order.visitorId === visitorId ? order : undefined;
  return cartToken !== undefined && cartToken === order.purchasedCartId ? order : undefined;
}
