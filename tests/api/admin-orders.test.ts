// Orders in the admin's calls: the list newest first with its cursor, status filter and search by
// number or email; one order's detail; status moves along the allowed transitions only, each
// carrying the version it was based on (a stale one answers 409); who may read and who may change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser } from '../../site/db/index.js';
import { signIn, type Account } from './helpers/account.js';
import { details } from './helpers/checkout.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

let db: TempDatabase;
let server: ServerProcess;
const STOCKIST = { email: 'stock@shop.test', password: 'stock password 1' };
const VIEWER = { email: 'viewer@shop.test', password: 'viewer password 1' };
const EDITOR = { email: 'editor@shop.test', password: 'editor password 1' };
const placed: { id: string; number: number; email: string; provider: string }[] = [];
let merchant: Account;

async function placeOrder(email: string, provider: 'test' | 'manual', items = [{ itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 }]) {
  const visitor = new Visitor(server.baseUrl);
  await visitor.arrive();
  for (const item of items) expect((await visitor.add(item)).status).toBe(200);
  const res = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, email, paymentProvider: provider } });
  expect(res.status).toBe(201);
  placed.push({ id: res.body.id, number: res.body.orderNumber, email, provider });
  return res.body as { id: string; orderNumber: number };
}

beforeAll(async () => {
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: '1000' }));
  await db.withStore(async (store) => {
    await createSiteUser(store, { ...STOCKIST, roles: ['STORE_MANAGER'] });
    await createSiteUser(store, { ...VIEWER, roles: ['VIEWER'] });
    await createSiteUser(store, { ...EDITOR, roles: ['EDITOR'] });
  });
  await placeOrder('ada@example.com', 'test', [{ itemId: 'prod-apron', sku: 'APR-NAT-L', quantity: 2 }, { itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 }]);
  for (let i = 0; i < 6; i += 1) await placeOrder(`shopper${String(i)}@Example.com`, i % 2 === 0 ? 'manual' : 'test');
  ({ account: merchant } = await signIn(server.baseUrl, STOCKIST.email, STOCKIST.password));
}, 240_000);

afterAll(() => stopSuite(server, db));

const ordersOf = (body: { orders: { number: number }[] }) => body.orders.map((o) => o.number);

describe('the order list', () => {
  it('lists newest first, a page at a time with a cursor', async () => {
    const numbers = placed.map((p) => p.number).sort((a, b) => b - a);
    const first = await merchant.merchant('GET', '/api/admin/orders?limit=4');
    expect(first.status).toBe(200);
    expect(ordersOf(first.body)).toEqual(numbers.slice(0, 4));
    expect(first.body.hasNextPage).toBe(true);
    const second = await merchant.merchant('GET', `/api/admin/orders?limit=4&cursor=${encodeURIComponent(first.body.nextPageCursor)}`);
    expect(ordersOf(second.body)).toEqual(numbers.slice(4));
    expect(second.body).toMatchObject({ hasNextPage: false, nextPageCursor: null });
    const ada = second.body.orders.find((o: { number: number }) => o.number === placed[0]?.number);
    expect(ada).toMatchObject({ customerEmail: 'ada@example.com', status: 'paid', itemCount: 3, currencyCode: 'USD', testMode: true });
  });

  it('filters by status and searches by number (with or without #) and by email, any case', async () => {
    const awaiting = await merchant.merchant('GET', '/api/admin/orders?status=awaiting_payment');
    expect(ordersOf(awaiting.body).sort()).toEqual(placed.filter((p) => p.provider === 'manual').map((p) => p.number).sort());
    const target = placed[3];
    expect(ordersOf((await merchant.merchant('GET', `/api/admin/orders?q=${encodeURIComponent(`#${String(target?.number)}`)}`)).body)).toEqual([target?.number]);
    expect(ordersOf((await merchant.merchant('GET', `/api/admin/orders?q=${String(target?.number)}`)).body)).toEqual([target?.number]);
    const byEmail = await merchant.merchant('GET', '/api/admin/orders?q=SHOPPER2%40example');
    expect(byEmail.body.orders.map((o: { customerEmail: string }) => o.customerEmail)).toEqual(['shopper2@Example.com']);
    const both = await merchant.merchant('GET', '/api/admin/orders?q=example.com&status=paid');
    expect(both.body.orders.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect(both.body.orders).toHaveLength(placed.filter((p) => p.provider === 'test').length);
    expect((await merchant.merchant('GET', '/api/admin/orders?q=100%25_')).body.orders).toEqual([]);
  });

  it('refuses a bad status, cursor or unknown parameter with 400 naming it', async () => {
    const status = await merchant.merchant('GET', '/api/admin/orders?status=shipped');
    expect(status.status).toBe(400);
    expect(status.body.issues[0]).toMatchObject({ path: 'status' });
    const cursor = await merchant.merchant('GET', '/api/admin/orders?cursor=nonsense');
    expect(cursor.status).toBe(400);
    expect(cursor.body.issues).toEqual([{ path: 'cursor', message: 'The page cursor is not valid.' }]);
    expect((await merchant.merchant('GET', '/api/admin/orders?sort=number')).status).toBe(400);
  });
});

describe('one order', () => {
  it('shows number, customer, address, payment, lines with variant names and totals', async () => {
    const res = await merchant.merchant('GET', `/api/admin/orders/${placed[0]?.id ?? ''}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      number: placed[0]?.number,
      status: 'paid',
      version: 1,
      customerEmail: 'ada@example.com',
      shippingAddress: details.shippingAddress,
      giftCardRecipient: null,
      payment: { provider: 'test' },
      nextStatuses: ['fulfilled', 'cancelled'],
      currencyCode: 'USD',
    });
    expect(res.body.lines[0]).toMatchObject({ sku: 'APR-NAT-L', productName: 'Linen Apron', variantName: 'Color: Natural, Size: L/XL', quantity: 2 });
    expect(res.body.lines[0].lineTotalCents).toBe(res.body.lines[0].unitPriceCents * 2);
    const lines = res.body.lines.reduce((n: number, l: { lineTotalCents: number }) => n + l.lineTotalCents, 0);
    expect(res.body.subtotalCents).toBe(lines);
    expect(res.body.grandTotalCents).toBe(res.body.subtotalCents + res.body.shippingTotalCents + res.body.taxTotalCents - res.body.discountTotalCents);
    const manual = await merchant.merchant('GET', `/api/admin/orders/${placed.find((p) => p.provider === 'manual')?.id ?? ''}`);
    expect(manual.body.payment.instructions).toContain('bank transfer');
    expect((await merchant.merchant('GET', '/api/admin/orders/no-such-order')).status).toBe(404);
  });
});

describe('status changes', () => {
  const move = (id: string, json: unknown, who = merchant) => who.merchant('PUT', `/api/admin/orders/${id}/status`, { json });

  it('moves along the allowed transitions, each carrying the version', async () => {
    const order = placed.find((p) => p.provider === 'manual');
    const id = order?.id ?? '';
    const paid = await move(id, { status: 'paid', expectedVersion: 1 });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', version: 2, nextStatuses: ['fulfilled', 'cancelled'] });
    const fulfilled = await move(id, { status: 'fulfilled', expectedVersion: 2 });
    expect(fulfilled.body).toMatchObject({ status: 'fulfilled', version: 3, nextStatuses: [] });
    const shopperPage = await merchant.merchant('GET', `/api/admin/orders/${id}`);
    expect(shopperPage.body.status).toBe('fulfilled');
  });

  it('refuses a move the rules forbid (409), nothing changed', async () => {
    const id = placed.find((p) => p.provider === 'test' && p.email !== 'ada@example.com')?.id ?? '';
    const before = await db.fingerprint();
    const back = await move(id, { status: 'awaiting_payment', expectedVersion: 1 });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ code: 'order-transition', message: 'An order that is paid cannot become awaiting payment.' });
    expect(await db.fingerprint()).toEqual(before);
  });

  it('refuses a stale version with 409 stale-version, nothing changed', async () => {
    const id = placed[3]?.id ?? '';
    expect(placed[3]?.provider).toBe('manual');
    expect((await move(id, { status: 'paid', expectedVersion: 1 })).status).toBe(200);
    const before = await db.fingerprint();
    const stale = await move(id, { status: 'cancelled', expectedVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    expect(stale.body.message).toMatch(/Reload/);
    expect(await db.fingerprint()).toEqual(before);
  });

  it('refuses a malformed body with 400 naming the field, nothing changed', async () => {
    const before = await db.fingerprint();
    const res = await move(placed[4]?.id ?? '', { status: 'shipped' });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['expectedVersion', 'status']);
    expect((await move('no-such-order', { status: 'paid', expectedVersion: 1 })).status).toBe(404);
    expect(await db.fingerprint()).toEqual(before);
  });

  // Regression: the status menu moved orders without a word to the shopper, while the payment and
  // fulfilment panel's same moves emailed them.
  it('the old admin status menu sends the emails the panel sends: paid, shipped, cancelled', async () => {
    const mailTo = (email: string) => db.withStore(async (store) => (await store.db.selectFrom('notification_outbox').select('kind').where('recipient', '=', email).orderBy('created_at').execute()).map((r) => r.kind));
    const shipped = await placeOrder('menu-ship@example.com', 'manual');
    expect((await move(shipped.id, { status: 'paid', expectedVersion: 1 })).status).toBe(200);
    const version = (await merchant.merchant('GET', `/api/admin/orders/${shipped.id}`)).body.version as number;
    expect((await move(shipped.id, { status: 'fulfilled', expectedVersion: version })).body.status).toBe('fulfilled');
    expect(await mailTo('menu-ship@example.com')).toEqual(expect.arrayContaining(['order-paid', 'order-shipped']));
    const cancelled = await placeOrder('menu-cancel@example.com', 'manual');
    expect((await move(cancelled.id, { status: 'cancelled', expectedVersion: 1 })).body.status).toBe('cancelled');
    expect(await mailTo('menu-cancel@example.com')).toContain('order-cancelled');
  });

  it('cancelling an order that holds stock gives the stock back', async () => {
    const stock = () => db.withStore(async (store) => (await store.db.selectFrom('variants').select('qty_in_stock').where('sku', '=', 'BWL-1').executeTakeFirstOrThrow()).qty_in_stock);
    const before = await stock();
    const order = await placeOrder('late@example.com', 'manual', [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 }]);
    expect(await stock()).toBe(Number(before) - 1);
    const res = await move(order.id, { status: 'cancelled', expectedVersion: 1 });
    expect(res.body.status).toBe('cancelled');
    expect(await stock()).toBe(Number(before));
  });

  it.each([
    ['a viewer', VIEWER],
    ['an editor', EDITOR],
  ])('%s may not change a status (403), nothing changed', async (_label, user) => {
    const { account } = await signIn(server.baseUrl, user.email, user.password);
    const before = await db.fingerprint();
    const res = await move(placed[5]?.id ?? '', { status: 'cancelled', expectedVersion: 1 }, account);
    expect(res.status).toBe(403);
    expect(await db.fingerprint()).toEqual(before);
  });

  it('a viewer reads orders; an editor and a stranger may not', async () => {
    const { account: viewer } = await signIn(server.baseUrl, VIEWER.email, VIEWER.password);
    expect((await viewer.merchant('GET', '/api/admin/orders')).status).toBe(200);
    const { account: editor } = await signIn(server.baseUrl, EDITOR.email, EDITOR.password);
    expect((await editor.merchant('GET', '/api/admin/orders')).status).toBe(403);
    expect((await new Visitor(server.baseUrl).call('GET', `/api/admin/orders/${placed[0]?.id ?? ''}`)).status).toBe(401);
  });
});
