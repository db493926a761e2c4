// API keys in the admin and the Commerce API they open: a key is shown once and works; the list
// never shows it; a deleted key is refused; a read-only key cannot adjust; adjustments are all
// or nothing and idempotent; lists page by cursor; only roles writing `settings` create keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser } from '../../site/db/index.js';
import { signIn, type Account } from './helpers/account.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';

let db: TempDatabase;
let server: ServerProcess;
let admin: Account;
const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const VIEWER = { email: 'viewer@shop.test', password: 'viewer password 1' };
const STOCKIST = { email: 'stock@shop.test', password: 'stock password 1' };

async function api(method: string, path: string, key: string | undefined, options: { json?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(key === undefined ? {} : { authorization: `Bearer ${key}` }), ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.baseUrl + path, { method, headers, ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}) });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
}

async function createKey(scope: 'read-only' | 'read-write', name = `Key ${scope}`): Promise<{ id: string; secret: string }> {
  const res = await admin.merchant('POST', '/api/admin/api-keys', { json: { name, scope } });
  expect(res.status).toBe(201);
  return { id: res.body.apiKey.id, secret: res.body.secret };
}

async function stockOf(variantIds: string[]): Promise<Record<string, { qty: number; unlimited: number }>> {
  return db.withStore(async (store) => {
    const rows = await store.db.selectFrom('variants').select(['id', 'qty_in_stock', 'unlimited']).where('id', 'in', variantIds).execute();
    return Object.fromEntries(rows.map((r) => [r.id, { qty: r.qty_in_stock, unlimited: r.unlimited }]));
  });
}

async function variantOf(sku: string): Promise<string> {
  return db.withStore(async (store) => (await store.db.selectFrom('variants').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id);
}

beforeAll(async () => {
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: '1000' }));
  await fetch(`${server.baseUrl}/api/commerce/shopping-cart`);
  await db.withStore(async (store) => {
    await createSiteUser(store, { ...OWNER, roles: ['ADMIN'] });
    await createSiteUser(store, { ...VIEWER, roles: ['VIEWER'] });
    await createSiteUser(store, { ...STOCKIST, roles: ['STORE_MANAGER'] });
    const base = { website_id: 'w', visitor_id: null, test_mode: 0 as const, currency_code: 'USD', tax_cents: 0, shipping_cents: 0, discount_cents: 0, version: 1, shipping_address: null, gift_card_recipient: null, payment_provider: null, payment_reference: null, payment_instructions: null, expires_at: null, idempotency_key: null };
    const orders = Array.from({ length: 3 }, (_, i) => ({
      ...base,
      id: `order-${String(i)}`,
      cart_id: `cart-${String(i)}`,
      subtotal_cents: 1250 * (i + 1),
      grand_total_cents: 1250 * (i + 1),
      created_at: Date.UTC(2026, 0, 10 + i),
      updated_at: null,
      number: 1001 + i,
      status: i === 2 ? 'fulfilled' : 'paid',
      customer_email: `buyer${String(i)}@example.com`,
    }));
    await store.db.insertInto('carts').values(orders.map((o) => ({ id: o.cart_id, website_id: store.websiteId, visitor_id: null, is_purchased: 1 as const, order_id: null, created_at: o.created_at, updated_at: o.created_at }))).execute();
    await store.db.insertInto('orders').values(orders.map((o) => ({ ...o, website_id: store.websiteId }))).execute();
    await store.db
      .insertInto('order_lines')
      .values(orders.map((o, i) => ({ id: `line-${String(i)}`, order_id: o.id, position: 0, product_id: 'prod-bowl', variant_id: 'var-bowl', sku: 'BWL-1', product_name: 'Stoneware bowl', product_type: 1, quantity: i + 1, unit_price_cents: 1250, additional_fields: '', variant_attributes: '{}' })))
      .execute();
  });
  ({ account: admin } = await signIn(server.baseUrl, OWNER.email, OWNER.password));
  // Creating keys needs the password confirmed within 5 minutes (tests/api/admin-world.test.ts).
  expect((await admin.reauthenticate(OWNER.password)).status).toBe(200);
}, 180_000);

afterAll(() => stopSuite(server, db));

describe('API keys', () => {
  it('shows a new key once; it works; the list never shows it; deleting it refuses it', async () => {
    const { id, secret } = await createKey('read-only', 'Warehouse sync');
    expect(secret).toMatch(/^sfk_[A-Za-z0-9_-]{40,}$/);
    const works = await api('GET', '/1.0/commerce/inventory', secret);
    expect(works.status).toBe(200);
    const list = await admin.merchant('GET', '/api/admin/api-keys');
    expect(list.status).toBe(200);
    const listed = list.body.apiKeys.find((k: { id: string }) => k.id === id);
    expect(listed).toMatchObject({ name: 'Warehouse sync', scope: 'read-only', prefix: secret.slice(0, 10) });
    expect(listed.lastUsed).toEqual(expect.any(Number));
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(10));
    const stored = await db.withStore((store) => store.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    expect(JSON.stringify(stored)).not.toContain(secret.slice(10));
    expect((await admin.merchant('DELETE', `/api/admin/api-keys/${id}`)).status).toBe(200);
    const refused = await api('GET', '/1.0/commerce/inventory', secret);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'invalid-api-key', message: expect.stringContaining('not valid') });
    expect((await admin.merchant('DELETE', `/api/admin/api-keys/${id}`)).status).toBe(404);
  });

  it('refuses a call without a key or with a made-up one, as JSON', async () => {
    const none = await api('GET', '/1.0/commerce/orders', undefined);
    expect(none.status).toBe(401);
    expect(none.body.message).toContain('Authorization: Bearer');
    expect((await api('GET', '/1.0/commerce/orders', 'sfk_madeup')).status).toBe(401);
  });

  it('refuses a bad create naming the field, and VIEWER and STORE_MANAGER', async () => {
    const bad = await admin.merchant('POST', '/api/admin/api-keys', { json: { name: ' ', scope: 'everything' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['name', 'scope']);
    for (const user of [VIEWER, STOCKIST]) {
      const { account } = await signIn(server.baseUrl, user.email, user.password);
      const res = await account.merchant('POST', '/api/admin/api-keys', { json: { name: 'Mine', scope: 'read-write' } });
      expect(res.status).toBe(403);
    }
    const { account: viewer } = await signIn(server.baseUrl, VIEWER.email, VIEWER.password);
    expect((await viewer.merchant('GET', '/api/admin/api-keys')).status).toBe(200);
    const names = (await admin.merchant('GET', '/api/admin/api-keys')).body.apiKeys.map((k: { name: string }) => k.name);
    expect(names).not.toContain('Mine');
  });
});

describe('the Commerce API', () => {
  it('a read-only key cannot adjust, and nothing changes', async () => {
    const { secret } = await createKey('read-only');
    const bowl = await variantOf('BWL-1');
    const before = await stockOf([bowl]);
    const res = await api('POST', '/1.0/commerce/inventory/adjustments', secret, { json: { incrementOperations: [{ variantId: bowl, quantity: 5 }] } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('read-only-api-key');
    expect(await stockOf([bowl])).toEqual(before);
  });

  it('applies adjustments all or nothing: a decrement below zero names the variant and changes nothing', async () => {
    const { secret } = await createKey('read-write');
    const [bowl, mug, towel, apron] = await Promise.all(['BWL-1', 'MUG-MONO', 'TWL-2', 'APR-NAT-S'].map(variantOf));
    const before = await stockOf([bowl!, mug!, towel!, apron!]);
    const refused = await api('POST', '/1.0/commerce/inventory/adjustments', secret, {
      json: { incrementOperations: [{ variantId: bowl, quantity: 3 }], decrementOperations: [{ variantId: mug, quantity: before[mug!]!.qty + 1 }] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(mug);
    expect(await stockOf([bowl!, mug!, towel!, apron!])).toEqual(before);

    const unknown = await api('POST', '/1.0/commerce/inventory/adjustments', secret, { json: { setFiniteOperations: [{ variantId: 'no-such-variant', quantity: 1 }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('no-such-variant');

    const ok = await api('POST', '/1.0/commerce/inventory/adjustments', secret, {
      json: {
        incrementOperations: [{ variantId: bowl, quantity: 3 }],
        decrementOperations: [{ variantId: mug, quantity: 2 }],
        setFiniteOperations: [{ variantId: towel, quantity: 7 }],
        setUnlimitedOperations: [apron],
      },
    });
    expect(ok.status).toBe(204);
    expect(await stockOf([bowl!, mug!, towel!, apron!])).toEqual({
      [bowl!]: { qty: before[bowl!]!.qty + 3, unlimited: 0 },
      [mug!]: { qty: before[mug!]!.qty - 2, unlimited: 0 },
      [towel!]: { qty: 7, unlimited: 0 },
      [apron!]: { qty: before[apron!]!.qty, unlimited: 1 },
    });
    const inventory = await api('GET', '/1.0/commerce/inventory', secret);
    expect(inventory.body.inventory.find((i: { variantId: string }) => i.variantId === towel)).toMatchObject({ sku: 'TWL-2', isUnlimited: false, quantity: 7, descriptor: 'Linen Tea Towels, Set of 2' });
  });

  it('honours Idempotency-Key: the same request twice is applied once; another body with the key is refused', async () => {
    const { secret } = await createKey('read-write');
    const bowl = await variantOf('BWL-1');
    const before = (await stockOf([bowl]))[bowl]!.qty;
    const send = (quantity: number) =>
      api('POST', '/1.0/commerce/inventory/adjustments', secret, { json: { incrementOperations: [{ variantId: bowl, quantity }] }, headers: { 'idempotency-key': 'restock-42' } });
    expect((await send(4)).status).toBe(204);
    expect((await send(4)).status).toBe(204);
    expect((await stockOf([bowl]))[bowl]!.qty).toBe(before + 4);
    const other = await send(9);
    expect(other.status).toBe(409);
    expect((await stockOf([bowl]))[bowl]!.qty).toBe(before + 4);
  });

  it('refuses a malformed adjustment naming what is wrong', async () => {
    const { secret } = await createKey('read-write');
    const empty = await api('POST', '/1.0/commerce/inventory/adjustments', secret, { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('at least one operation');
    const negative = await api('POST', '/1.0/commerce/inventory/adjustments', secret, { json: { setFiniteOperations: [{ variantId: 'x', quantity: -1 }] } });
    expect(negative.status).toBe(400);
    expect(negative.body.issues[0].path).toBe('setFiniteOperations.0.quantity');
  });

  it('pages the inventory, the products and the orders by cursor', async () => {
    const { secret } = await createKey('read-only');
    const seen: string[] = [];
    let path: string | null = '/1.0/commerce/inventory?limit=7';
    let pages = 0;
    while (path !== null) {
      const res = await api('GET', path, secret);
      expect(res.status).toBe(200);
      seen.push(...res.body.inventory.map((i: { variantId: string }) => i.variantId));
      pages += 1;
      const next: string | null = res.body.pagination.nextPageUrl;
      expect(res.body.pagination.hasNextPage).toBe(next !== null);
      path = next === null ? null : new URL(next).pathname + new URL(next).search;
    }
    const variants = await db.withStore((store) => store.db.selectFrom('variants').select('id').execute());
    expect(new Set(seen).size).toBe(variants.length);
    expect(seen).toHaveLength(variants.length);
    expect(pages).toBe(Math.ceil(variants.length / 7));

    const products = await api('GET', '/1.0/commerce/products?limit=5', secret);
    expect(products.body.products).toHaveLength(5);
    expect(products.body.products[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), variants: expect.any(Array) });
    const rest = await api('GET', `/1.0/commerce/products?limit=5&cursor=${encodeURIComponent(products.body.pagination.nextPageCursor)}`, secret);
    expect(rest.body.products.map((p: { id: string }) => p.id)).not.toContain(products.body.products[0].id);

    const orders = await api('GET', '/1.0/commerce/orders?limit=2', secret);
    expect(orders.body.result.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['1003', '1002']);
    expect(orders.body.result[1]).toMatchObject({ id: 'order-1', customerEmail: 'buyer1@example.com', fulfillmentStatus: 'PENDING', grandTotal: { currency: 'USD', value: '25.00' }, createdOn: '2026-01-11T00:00:00.000Z' });
    expect(orders.body.result[1].lineItems[0]).toMatchObject({ sku: 'BWL-1', quantity: 2, unitPricePaid: { currency: 'USD', value: '12.50' } });
    const older = await api('GET', `/1.0/commerce/orders?limit=2&cursor=${encodeURIComponent(orders.body.pagination.nextPageCursor)}`, secret);
    expect(older.body.result.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['1001']);
    expect(older.body.pagination).toEqual({ hasNextPage: false, nextPageCursor: null, nextPageUrl: null });
    const fulfilled = await api('GET', '/1.0/commerce/orders?fulfillmentStatus=FULFILLED', secret);
    expect(fulfilled.body.result.map((o: { id: string }) => o.id)).toEqual(['order-2']);
    const window = await api('GET', '/1.0/commerce/orders?modifiedAfter=2026-01-10T12:00:00Z&modifiedBefore=2026-01-11T12:00:00Z', secret);
    expect(window.body.result.map((o: { id: string }) => o.id)).toEqual(['order-1']);
    expect((await api('GET', '/1.0/commerce/orders?modifiedAfter=2026-01-10T12:00:00Z', secret)).status).toBe(400);
    expect((await api('GET', '/1.0/commerce/orders?cursor=nonsense', secret)).status).toBe(400);
    expect((await api('GET', '/1.0/commerce/orders/order-0', secret)).body).toMatchObject({ orderNumber: '1001', customerEmail: 'buyer0@example.com' });
    expect((await api('GET', '/1.0/commerce/orders/no-such-order', secret)).status).toBe(404);
  });
});
