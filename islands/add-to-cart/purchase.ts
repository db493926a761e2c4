/**
 * Sending a purchase (spec 000 §7): an add to the cart; express checkout, a cart of its own for
 * the one item and the checkout page on it; a gift card, its page; a subscription, a cart token and
 * the subscription page.
 */
import type { CartJson } from '../../domain/commerce/cart-json.js';
import { apiRequest } from '../shared/api-request.js';
import type { ProductData, VariantData } from '../../domain/commerce/product-data.js';
import { hasStockFor, quantityInCart, type StockResult } from './stock-rule.js';
import { CHECKOUT_PAGE, GIFT_CARD_PAGE, OUT_OF_STOCK, failureMessage } from '../../domain/commerce/add-to-cart/messages.js';
import { purchaseMode } from './purchase-mode.js';

export const ENTRIES_PATH = '/api/commerce/shopping-cart/entries';
export const SUBSCRIPTION_PATH = '/api/3/commerce/cart/subscription';
export const EXPRESS_PATH = '/api/3/commerce/cart/express';
export const SUBSCRIPTION_PAGE = '/checkout/subscription';
export const STOCK_PATH = '/api/commerce/inventory/stock/';

export type Outcome =
  | { kind: 'added'; cart: CartJson }
  | { kind: 'navigate'; url: string }
  | { kind: 'failed'; message: string };

export interface Purchase {
  product: ProductData;
  variant: VariantData;
  quantity: number;
  /** The additional-fields answers, serialised. */
  additionalFields?: string;
}

export async function sendPurchase(p: Purchase, cookiesOn: boolean): Promise<Outcome> {
  const mode = purchaseMode(p.product);
  const base = { itemId: p.product.itemId, sku: p.variant.sku, additionalFields: p.additionalFields ?? null };
  if (mode === 'subscription') {
    const result = await apiRequest<{ cartToken: string }>(SUBSCRIPTION_PATH, { method: 'POST', body: { ...base, qty: p.quantity } });
    if (!result.ok) return { kind: 'failed', message: failureMessage(result, cookiesOn) };
    return { kind: 'navigate', url: `${SUBSCRIPTION_PAGE}?${new URLSearchParams({ cartToken: result.data.cartToken }).toString()}` };
  }
  if (mode === 'express') {
    // A single purchase: a cart of its own for this item alone; the visitor's cart is left as it was.
    const result = await apiRequest<{ cartToken: string }>(EXPRESS_PATH, { method: 'POST', body: { ...base, qty: p.quantity } });
    if (!result.ok) return { kind: 'failed', message: failureMessage(result, cookiesOn) };
    return { kind: 'navigate', url: `${CHECKOUT_PAGE}?${new URLSearchParams({ cartToken: result.data.cartToken }).toString()}` };
  }
  if (mode === 'gift-card') {
    // The gift-card page buys the card apart from the cart; the stock call confirms the choice first.
    const stock = await apiRequest<unknown>(`${STOCK_PATH}?${new URLSearchParams({ itemId: p.product.itemId }).toString()}`);
    if (!stock.ok) return { kind: 'failed', message: failureMessage(stock, cookiesOn) };
    return { kind: 'navigate', url: `${GIFT_CARD_PAGE}?${new URLSearchParams({ itemId: p.product.itemId, sku: p.variant.sku }).toString()}` };
  }
  const result = await apiRequest<{ shoppingCart: CartJson }>(ENTRIES_PATH, { method: 'POST', body: { ...base, quantity: p.quantity } });
  if (!result.ok) return { kind: 'failed', message: failureMessage(result, cookiesOn) };
  return { kind: 'added', cart: result.data.shoppingCart };
}

/** Before the additional-fields form opens: is there stock beyond what the cart holds? */
export async function checkStock(p: Purchase, cart: CartJson | null, cookiesOn: boolean): Promise<{ ok: true } | { ok: false; message: string }> {
  const query = new URLSearchParams({ itemId: p.product.itemId }).toString();
  const result = await apiRequest<{ results: StockResult[] }>(`${STOCK_PATH}?${query}`);
  if (!result.ok) return { ok: false, message: failureMessage(result, cookiesOn) };
  const inCart = quantityInCart(cart, p.product.itemId, p.variant.id);
  return hasStockFor(result.data.results, p.variant.id, inCart) ? { ok: true } : { ok: false, message: OUT_OF_STOCK };
}
