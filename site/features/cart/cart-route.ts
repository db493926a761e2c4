import type { APIContext } from 'astro';
import { isStoreError, StoreError, type CartEntryView, type CartView, type Store } from '../../db/index.js';
import { cartJson, entryJson, type CartEntryJson, type CartJson } from '../../../domain/commerce/cart-json.js';
import { ensureCrumb } from '../../edge/crumb.js';
import { entryIdSchema } from './cart-schemas.js';
import { apiStore, siteContent, storeCurrency } from '../../server/store.js';
import { cartOffer, merchandisingContextOf } from '../payments/installment-provider.js';
import { validate } from '../../edge/validate.js';
import { cartPricing, pricingSettings } from './cart-pricing.js';

export interface CartContext {
  store: Store;
  toJson(cart: CartView | undefined): CartJson;
  entry(entry: CartEntryView): CartEntryJson;
}

/** What the cart endpoints share: the store and the JSON shapes in the store currency. */
export async function cartContext(): Promise<CartContext> {
  const [store, currency, content] = await Promise.all([apiStore(), storeCurrency(), siteContent()]);
  const settings = await pricingSettings(store, currency);
  const contextOf = merchandisingContextOf(content);
  return {
    store,
    // Priced with the shop's shipping zones, discount codes and tax (cart-pricing.ts); the buy-now-pay-later offer when every item allows it.
    toJson: (cart) => ({ ...cartJson(cart, store.websiteId, currency, cart && cartPricing(cart, settings)), installments: cart ? cartOffer(cart, currency, contextOf) ?? null : null }),
    entry: (e) => entryJson(e, currency),
  };
}

/** The `{entryId}` of the path, validated (400 when malformed). */
export function entryIdParam(context: APIContext): string {
  return validate(entryIdSchema, context.params['entryId'] ?? '');
}

/** A GET issues the crumb cookie so the page's script can echo it on its next change. */
export function issueCrumb(context: APIContext): void {
  ensureCrumb(context.cookies);
}

/**
 * Runs a change to one entry of the visitor's cart: a visitor without a cart is told the entry
 * is no longer in their cart, like one whose cart lacks it.
 */
export async function onEntry<T>(entryId: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isStoreError(error, 'unknown-cart')) throw new StoreError('unknown-entry', { entryId });
    throw error;
  }
}
