// Orders a shop can run, in the data layer: numbers (#1001…) unique under concurrency, the
// confirmation email queued with the order, idempotent placing, status transitions with
// versions, and the release of stock held by unpaid orders past their hold (once, however often
// or from however many connections it runs). On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { describe, expect, it } from 'vitest';
import { addToCart } from '../../../site/db/cart.js';
import { stockForItem } from '../../../site/db/catalog.js';
import { databaseFingerprint } from '../../../site/db/fingerprint.js';
import { isStoreError } from '../../../site/db/errors.js';
import { openStore } from '../../../site/db/open.js';
import { releaseExpiredOrders, setOrderStatus } from '../../../site/db/order-status.js';
import { placeOrder, type PlaceOrderInput } from '../../../site/db/orders.js';
import { pendingOutbox } from '../../../site/db/outbox.js';
import type { Store } from '../../../site/db/store.js';
import { testCheckout } from './catalogue.js';
import { useSeededStore } from './seeded-store.js';

const temp = useSeededStore();

const code = (e: unknown) => (isStoreError(e) ? e.code : e);
const teeStock = async () => (await stockForItem(temp.store, 'tee')).find((s) => s.sku === 'TEE-S')?.qtyInStock;
const manual: PlaceOrderInput = {
  ...testCheckout,
  payment: { provider: 'manual', status: 'awaiting_payment', reference: null, instructions: 'Pay by bank transfer.', testMode: false },
};
/**
 * A second connection pool on the same database, as another server process has, on PostgreSQL.
 * On SQLite the same store: better-sqlite3 waits for a lock synchronously, so two connections in
 * one thread would wait on each other (two processes are tested in tests/api).
 */
async function secondStore(): Promise<{ store: Store; close(): Promise<void> }> {
  if (!temp.location.startsWith('postgres')) return { store: temp.store, close: async () => undefined };
  const store = await openStore({ location: temp.location });
  return { store, close: () => store.close() };
}
const visitor = (i: number) => ({ visitorId: `visitor-${i}` });

describe('order numbers', () => {
  it('start at #1001 and stay unique and gapless for concurrent checkouts on two connections', async () => {
    const other = await secondStore();
    try {
      for (let i = 0; i < 12; i++) await addToCart(temp.store, visitor(i), { itemId: 'ebook', quantity: 1 });
      const stores = [temp.store, other.store];
      const orders = await Promise.all(Array.from({ length: 12 }, (_, i) => placeOrder(stores[i % 2]!, visitor(i), { ...testCheckout })));
      expect(orders.map((o) => o.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => 1001 + i));
    } finally {
      await other.close();
    }
  });

  it('a refused checkout uses no number', async () => {
    await addToCart(temp.store, visitor(1), { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    expect(await placeOrder(temp.store, visitor(1), { ...testCheckout, customer: { email: 'a@example.com' } }).catch(code)).toBe('shipping-address-required');
    await addToCart(temp.store, visitor(2), { itemId: 'ebook', quantity: 1 });
    expect((await placeOrder(temp.store, visitor(2), { ...testCheckout })).number).toBe(1001);
  });
});

describe('placing an order', () => {
  it('stores the customer and payment, and queues the confirmation email in the same transaction', async () => {
    await addToCart(temp.store, visitor(1), { itemId: 'tee', sku: 'TEE-S', quantity: 2 });
    const order = await placeOrder(temp.store, visitor(1), manual);
    expect(order).toMatchObject({
      number: 1001, status: 'awaiting_payment', version: 1, customerEmail: 'shopper@example.com', testMode: false,
      shippingAddress: { name: 'Ada Shopper', city: 'Springfield', country: 'US' }, giftCardRecipient: null,
      payment: { provider: 'manual', reference: null, instructions: 'Pay by bank transfer.' },
      items: [{ sku: 'TEE-S', variantAttributes: { Size: 'S' }, quantity: 2 }],
    });
    expect(order.payment.expiresAt).toBe(order.created + 60 * 60_000);
    const [mail, ...rest] = await pendingOutbox(temp.store);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'order-confirmation',
      recipient: 'shopper@example.com',
      payload: {
        orderId: order.id, number: '#1001', status: 'awaiting_payment', currencyCode: 'USD', grandTotalCents: 3000,
        lines: [{ productName: 'Tee', variantName: 'Size: S', quantity: 2, unitPriceCents: 1500, subTotalCents: 3000 }],
        payment: { provider: 'manual', instructions: 'Pay by bank transfer.' },
      },
    });
  });

  it('refuses more units than an order may hold, and changes nothing', async () => {
    await addToCart(temp.store, visitor(1), { itemId: 'ebook', quantity: 30 });
    const before = await databaseFingerprint(temp.store);
    expect(await placeOrder(temp.store, visitor(1), { ...testCheckout, maxQuantity: 25 }).catch(code)).toBe('order-too-large');
    expect(await databaseFingerprint(temp.store)).toEqual(before);
  });

  it('answers the same order for a repeated idempotency key, even sent twice at once', async () => {
    await addToCart(temp.store, visitor(1), { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    const key = 'k'.repeat(32);
    const [a, b] = await Promise.all([placeOrder(temp.store, visitor(1), { ...testCheckout, idempotencyKey: key }), placeOrder(temp.store, visitor(1), { ...testCheckout, idempotencyKey: key })]);
    expect(a.id).toBe(b.id);
    expect((await placeOrder(temp.store, visitor(1), { ...testCheckout, idempotencyKey: key })).id).toBe(a.id);
    expect(await temp.store.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    expect(await teeStock()).toBe(4);
    await addToCart(temp.store, visitor(2), { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    expect(await placeOrder(temp.store, visitor(2), { ...testCheckout, idempotencyKey: key }).catch(code)).toBe('idempotency-conflict');
  });
});

describe('status transitions', () => {
  it('follow the allowed moves, with versions; cancelling gives the stock back once', async () => {
    await addToCart(temp.store, visitor(1), { itemId: 'tee', sku: 'TEE-S', quantity: 2 });
    const order = await placeOrder(temp.store, visitor(1), manual);
    expect(await teeStock()).toBe(3);
    const before = await databaseFingerprint(temp.store);
    expect(await setOrderStatus(temp.store, order.id, 'fulfilled').catch(code)).toBe('order-transition');
    expect(await setOrderStatus(temp.store, order.id, 'paid', 7).catch(code)).toBe('order-version');
    expect(await setOrderStatus(temp.store, 'f'.repeat(24), 'paid').catch(code)).toBe('unknown-order');
    expect(await databaseFingerprint(temp.store)).toEqual(before);
    const paid = await setOrderStatus(temp.store, order.id, 'paid', 1);
    expect(paid).toMatchObject({ status: 'paid', version: 2, payment: { expiresAt: null } });
    const cancelled = await setOrderStatus(temp.store, order.id, 'cancelled', 2);
    expect(cancelled).toMatchObject({ status: 'cancelled', version: 3 });
    expect(await teeStock()).toBe(5);
    expect((await setOrderStatus(temp.store, order.id, 'cancelled')).version).toBe(3);
    expect(await setOrderStatus(temp.store, order.id, 'paid').catch(code)).toBe('order-transition');
    expect(await teeStock()).toBe(5);
  });

  it('a fulfilled order cannot be cancelled and keeps its stock taken', async () => {
    await addToCart(temp.store, visitor(1), { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    const order = await placeOrder(temp.store, visitor(1), { ...testCheckout });
    expect(order.status).toBe('paid');
    await setOrderStatus(temp.store, order.id, 'fulfilled');
    expect(await setOrderStatus(temp.store, order.id, 'cancelled').catch(code)).toBe('order-transition');
    expect(await teeStock()).toBe(4);
  });
});

describe('unpaid orders past their hold', () => {
  it('are cancelled and give their stock back exactly once, from two connections at once', async () => {
    await addToCart(temp.store, visitor(1), { itemId: 'tee', sku: 'TEE-S', quantity: 3 });
    await addToCart(temp.store, visitor(2), { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    const held = await placeOrder(temp.store, visitor(1), { ...manual, holdMs: 1000 });
    const paid = await placeOrder(temp.store, visitor(2), { ...testCheckout });
    expect(await teeStock()).toBe(1);
    expect(await releaseExpiredOrders(temp.store, held.created + 999)).toBe(0);
    const other = await secondStore();
    try {
      const at = held.created + 1000;
      const counts = await Promise.all([releaseExpiredOrders(temp.store, at), releaseExpiredOrders(other.store, at), releaseExpiredOrders(temp.store, at)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect(await teeStock()).toBe(4);
    const rows = await temp.store.db.selectFrom('orders').select(['id', 'status']).orderBy('number').execute();
    expect(rows).toEqual([{ id: held.id, status: 'cancelled' }, { id: paid.id, status: 'paid' }]);
  });
});
