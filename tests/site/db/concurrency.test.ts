import { describe, expect, it } from 'vitest';
import { addToCart, findCart } from '../../../site/db/cart.js';
import { setStock, stockForItem } from '../../../site/db/catalog.js';
import { isStoreError } from '../../../site/db/errors.js';
import { openStore } from '../../../site/db/open.js';
import { placeOrder } from '../../../site/db/orders.js';
import { testCheckout } from './catalogue.js';
import { useSeededStore } from './seeded-store.js';

const temp = useSeededStore();

const visitors = Array.from({ length: 20 }, (_, i) => ({ visitorId: `visitor-${i}` }));

describe('concurrency', () => {
  it('20 checkouts for the last 5 units: exactly 5 orders, stock 0, the rest out of stock', async () => {
    for (const v of visitors) await addToCart(temp.store, v, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    const outcomes = await Promise.allSettled(visitors.map((v) => placeOrder(temp.store, v, { ...testCheckout })));
    const placed = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused.every((e) => isStoreError(e, 'out-of-stock'))).toBe(true);
    expect((await stockForItem(temp.store, 'tee'))[0]?.qtyInStock).toBe(0);
    expect(await temp.store.db.selectFrom('orders').select('id').execute()).toHaveLength(5);
    const unpurchased = await Promise.all(visitors.map((v) => findCart(temp.store, v)));
    expect(unpurchased.filter((c) => c !== undefined)).toHaveLength(15);
  });

  it('20 concurrent adds of one unit to one cart with 5 in stock: the cart holds exactly 5', async () => {
    const [v] = visitors;
    const outcomes = await Promise.allSettled(visitors.map(() => addToCart(temp.store, v!, { itemId: 'tee', sku: 'TEE-S', quantity: 1 })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const cart = await findCart(temp.store, v!);
    expect(cart?.entries).toHaveLength(1);
    expect(cart?.totalQuantity).toBe(5);
  });

  it('concurrent adds of unlimited stock to one cart never lose an update', async () => {
    const [v] = visitors;
    await Promise.all(visitors.map((_, i) => addToCart(temp.store, v!, { itemId: 'ebook', quantity: i + 1 })));
    expect((await findCart(temp.store, v!))?.totalQuantity).toBe((20 * 21) / 2);
  });

  it('adds and checkouts interleaved across many carts never oversell', async () => {
    await setStock(temp.store, 'TEE-S', 7);
    const work = visitors.map(async (v, i) => {
      await addToCart(temp.store, v, { itemId: 'tee', sku: 'TEE-S', quantity: 1 + (i % 2) });
      await addToCart(temp.store, v, { itemId: 'ebook', quantity: 1 });
      return placeOrder(temp.store, v, { ...testCheckout });
    });
    const outcomes = await Promise.allSettled(work);
    const sold = outcomes.reduce((n, o) => n + (o.status === 'fulfilled' ? o.value.items[0]!.quantity : 0), 0);
    const left = (await stockForItem(temp.store, 'tee'))[0]!.qtyInStock;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(sold + left).toBe(7);
  });
});

const onPostgres = process.env['TEST_DATABASE_URL']?.startsWith('postgres') === true;

describe.runIf(onPostgres)('two server processes on one PostgreSQL', () => {
  it('share the last 5 units: exactly 5 orders between them', async () => {
    const other = await openStore({ location: temp.location });
    try {
      for (const v of visitors) await addToCart(temp.store, v, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
      const stores = [temp.store, other];
      const outcomes = await Promise.allSettled(visitors.map((v, i) => placeOrder(stores[i % 2]!, v, { ...testCheckout })));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
      expect((await stockForItem(other, 'tee'))[0]?.qtyInStock).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('never lose one of 20 concurrent adds to one cart', async () => {
    const other = await openStore({ location: temp.location });
    try {
      const [v] = visitors;
      const stores = [temp.store, other];
      const outcomes = await Promise.allSettled(visitors.map((_, i) => addToCart(stores[i % 2]!, v!, { itemId: 'tee', sku: 'TEE-S', quantity: 1 })));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
      expect((await findCart(other, v!))?.totalQuantity).toBe(5);
      await Promise.all(visitors.map((_, i) => addToCart(stores[i % 2]!, v!, { itemId: 'ebook', quantity: 1 })));
      expect((await findCart(temp.store, v!))?.totalQuantity).toBe(25);
    } finally {
      await other.close();
    }
  });
});
