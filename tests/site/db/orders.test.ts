import { describe, expect, it } from 'vitest';
import { addToCart, findCart } from '../../../site/db/cart.js';
import { findProduct, setStock, stockForItem } from '../../../site/db/catalog.js';
import { isStoreError } from '../../../site/db/errors.js';
import { findOrder, placeOrder } from '../../../site/db/orders.js';
import { testCheckout } from './catalogue.js';
import { useSeededStore } from './seeded-store.js';

const temp = useSeededStore();

const alice = { visitorId: 'visitor-alice' };
const bob = { visitorId: 'visitor-bob' };
const stockOf = async (sku: string) => (await stockForItem(temp.store, 'tee')).find((s) => s.sku === sku)?.qtyInStock;

describe('checkout', () => {
  it('turns the cart into an order and takes the stock', async () => {
    await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 2 });
    const { cart } = await addToCart(temp.store, alice, { itemId: 'ebook', quantity: 1, additionalFields: { note: 'hi' } });
    const order = await placeOrder(temp.store, alice, { ...testCheckout });
    expect(order).toMatchObject({
      purchasedCartId: cart.id, testMode: true, websiteId: 'demo-website', currencyCode: 'USD',
      subtotalCents: 3999, grandTotalCents: 3999, taxTotalCents: 0, shippingTotalCents: 0,
      items: [
        { sku: 'TEE-S', productName: 'Tee', quantity: 2, unitPriceCents: 1500, additionalFields: null },
        { sku: 'EBOOK', productName: 'E-book', quantity: 1, unitPriceCents: 999, additionalFields: { note: 'hi' } },
      ],
    });
    expect(await stockOf('TEE-S')).toBe(3);
    expect((await findProduct(temp.store, 'ebook'))?.variants[0]).toMatchObject({ unlimited: true, qtyInStock: 0 });
    expect(await findOrder(temp.store, order.id)).toEqual(order);
    expect(await findCart(temp.store, { cartId: cart.id })).toMatchObject({ isPurchased: true, orderId: order.id });
    // The visitor's next add starts a new cart.
    const next = await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    expect(next.cart.id).not.toBe(cart.id);
    expect(next.cart.totalQuantity).toBe(1);
  });

  it('refuses an empty cart, a missing cart and a cart already purchased', async () => {
    const code = (e: unknown) => (isStoreError(e) ? e.code : e);
    expect(await placeOrder(temp.store, alice, { ...testCheckout }).catch(code)).toBe('empty-cart');
    const { cart } = await addToCart(temp.store, alice, { itemId: 'ebook', quantity: 1 });
    await placeOrder(temp.store, { cartId: cart.id }, { ...testCheckout });
    expect(await placeOrder(temp.store, { cartId: cart.id }, { ...testCheckout }).catch(code)).toBe('cart-purchased');
    expect(await placeOrder(temp.store, alice, { ...testCheckout }).catch(code)).toBe('empty-cart');
  });

  it('changes nothing when stock ran out since the add', async () => {
    await addToCart(temp.store, alice, { itemId: 'ebook', quantity: 1 });
    await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 3 });
    await addToCart(temp.store, bob, { itemId: 'tee', sku: 'TEE-S', quantity: 4 });
    await placeOrder(temp.store, bob, { ...testCheckout });
    const error = await placeOrder(temp.store, alice, { ...testCheckout }).catch((e: unknown) => e);
    expect(isStoreError(error, 'out-of-stock') && error.detail).toEqual({ sku: 'TEE-S', available: 1 });
    expect(await stockOf('TEE-S')).toBe(1);
    expect(await findCart(temp.store, alice)).toMatchObject({ isPurchased: false, totalQuantity: 4 });
    const orders = await temp.store.db.selectFrom('orders').select('id').execute();
    expect(orders).toHaveLength(1);
  });

  it('keeps orders across reopening', async () => {
    await setStock(temp.store, 'TEE-M', 2);
    await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-M', quantity: 2 });
    const order = await placeOrder(temp.store, alice, { ...testCheckout });
    const store = await temp.reopen();
    expect(await findOrder(store, order.id)).toEqual(order);
  });
});
