import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductData } from '../../domain/commerce/product-data.js';
import { checkStock, sendPurchase } from './purchase.js';
import { alertTitle, purchaseMode } from './purchase-mode.js';

const product: ProductData = {
  itemId: 'mug', title: 'Mug', productType: 1, subscription: false, express: false, options: [],
  variants: [{ id: 'v1', sku: 'MUG', attributes: {}, unlimited: false, qtyInStock: 3 }],
};
const variant = product.variants[0]!;

function answer(status: number, body: unknown): ReturnType<typeof vi.fn> {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe('sending a purchase', () => {
  it('adds to the cart and answers the server cart', async () => {
    const fetch = answer(200, { shoppingCart: { totalQuantity: 2 } });
    const outcome = await sendPurchase({ product, variant, quantity: 2, additionalFields: '{"a":"b"}' }, true);
    expect(outcome).toEqual({ kind: 'added', cart: { totalQuantity: 2 } });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/commerce/shopping-cart/entries');
    expect(JSON.parse(String(init.body))).toEqual({ itemId: 'mug', sku: 'MUG', quantity: 2, additionalFields: '{"a":"b"}' });
  });

  it('goes to the checkout page with express checkout, and the gift-card page for a gift card', async () => {
    const express = answer(200, { cartToken: 'tok123' });
    expect(await sendPurchase({ product: { ...product, express: true }, variant, quantity: 3 }, true)).toEqual({ kind: 'navigate', url: '/checkout?cartToken=tok123' });
    // A single purchase: its own cart (the express call), never an add to the visitor's cart.
    const [path, init] = express.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/3/commerce/cart/express');
    expect(JSON.parse(String(init.body))).toEqual({ itemId: 'mug', sku: 'MUG', qty: 3, additionalFields: null });
    answer(200, {});
    const gift = await sendPurchase({ product: { ...product, productType: 4 }, variant, quantity: 1 }, true);
    expect(gift).toEqual({ kind: 'navigate', url: `/checkout/gift-card?itemId=${product.itemId}&sku=${variant.sku}` });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await sendPurchase({ product: { ...product, productType: 4 }, variant, quantity: 1 }, true)).toEqual({
      kind: 'failed',
      message: 'Please check your internet connection.',
    });
    expect(alertTitle(purchaseMode({ ...product, express: true }))).toBe('Unable to Purchase Item');
    expect(alertTitle(purchaseMode({ ...product, productType: 4 }))).toBe('Unable to purchase Gift Card');
    expect(alertTitle(purchaseMode(product))).toBe('Unable to Add Item');
  });

  it('takes a subscription to its page by the cart token', async () => {
    const fetch = answer(200, { cartToken: 'abc123' });
    const outcome = await sendPurchase({ product: { ...product, subscription: true }, variant, quantity: 1 }, true);
    expect(outcome).toEqual({ kind: 'navigate', url: '/checkout/subscription?cartToken=abc123' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/3/commerce/cart/subscription');
  });

  it('shows the server message of a failed subscription, and the 429 message', async () => {
    answer(400, { message: 'This product is not available as a subscription.' });
    expect(await sendPurchase({ product: { ...product, subscription: true }, variant, quantity: 1 }, true))
      .toEqual({ kind: 'failed', message: 'This product is not available as a subscription.' });
    answer(429, { message: 'x', code: 'rate-limited' });
    expect(await sendPurchase({ product, variant, quantity: 1 }, true)).toEqual({ kind: 'failed', message: 'Please try again in a few seconds.' });
  });

  it('checks the stock against what the cart holds before the form', async () => {
    answer(200, { results: [{ variantId: 'v1', unlimited: false, qtyInStock: 2 }] });
    const cart = { entries: [{ itemId: 'mug', variantId: 'v1', quantity: 2 }] } as never;
    expect(await checkStock({ product, variant, quantity: 1 }, cart, true)).toEqual({
      ok: false, message: 'Sorry, we do not have enough of that item available.',
    });
    expect(await checkStock({ product, variant, quantity: 1 }, null, true)).toEqual({ ok: true });
  });
});
