// Checkout against the built server (a separate process) on a temporary SQLite file: the cart
// becomes an order (test mode), the stock goes down, the order-confirmed page shows it; concurrent
// checkouts, through two server processes on one database, never oversell; bad inputs change nothing. Also the subscription cart token.
import { describe, expect, it } from 'vitest';
import { details, formFields } from './helpers/checkout.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { Visitor } from './helpers/visitor.js';
import { useSuite } from './helpers/suite.js';

const suite = useSuite();

async function stockOf(itemId: string, sku: string): Promise<number> {
  const res = await new Visitor(suite.server.baseUrl).call('GET', `/api/commerce/inventory/stock/?itemId=${itemId}`);
  const row = (res.body.results as Array<{ sku: string; qtyInStock: number }>).find((r) => r.sku === sku);
  if (!row) throw new Error(`no stock row for ${sku}`);
  return row.qtyInStock;
}

const order = (visitor: Visitor, options: Parameters<Visitor['call']>[2] = { json: details }) => visitor.call('POST', '/api/commerce/orders', options);

describe('checkout', () => {
  it('add → order → cart empty → stock down → the order-confirmed page shows it', async () => {
    const before = await stockOf('prod-apron', 'APR-NAT-S');
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    expect((await visitor.add({ itemId: 'prod-apron', sku: 'APR-NAT-S', quantity: 2 })).status).toBe(200);
    expect((await visitor.add({ itemId: 'prod-workshop', sku: 'WRK-1', quantity: 1 })).status).toBe(200);
    const cart = (await visitor.arrive()).body;

    const checkout = await visitor.call('GET', '/checkout');
    expect(checkout.status).toBe(200);
    expect(checkout.body).toContain('Place order');
    expect(checkout.body).toContain('$84.00');
    expect(checkout.body).toContain('Color: Natural, Size: S/M'); // the variant's name, not its SKU
    const context = await visitor.call('GET', '/checkout?format=json');
    expect(context.body).toMatchObject({ pageType: 201, cart: { id: cart.id, totalQuantity: 3, grandTotalCents: cart.grandTotalCents } });
    expect(context.body.cart.checkout).toMatchObject({ placeOrderUrl: '/api/commerce/orders', crumb: visitor.crumb });

    const placed = await order(visitor);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      purchasedCartId: cart.id,
      testMode: true,
      websiteId: cart.websiteId,
      currencyCode: 'USD',
      grandTotalCents: cart.grandTotalCents,
      grandTotal: { decimalValue: cart.grandTotal.decimalValue, currencyCode: 'USD' },
      taxTotal: { currencyCode: 'USD' },
      shippingTotal: { currencyCode: 'USD' },
    });
    expect(placed.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(placed.body.items).toEqual([
      expect.objectContaining({ sku: 'APR-NAT-S', quantity: 2, productName: expect.any(String), unitPrice: expect.objectContaining({ decimalValue: '42.00' }) }),
      expect.objectContaining({ sku: 'WRK-1', quantity: 1 }),
    ]);
    expect(placed.body).not.toHaveProperty('visitorId');

    const after = await visitor.arrive();
    expect(after.body).toMatchObject({ id: null, entries: [], totalQuantity: 0 });
    expect(await stockOf('prod-apron', 'APR-NAT-S')).toBe(before - 2);

    const page = await visitor.call('GET', placed.body.orderConfirmationUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`#${placed.body.orderNumber}`);
    expect(page.body).toContain('APR-NAT-S');
    expect(page.body).toContain('$84.00');
    const pageJson = await visitor.call('GET', `${placed.body.orderConfirmationUrl}?format=json`);
    expect(pageJson.body).toMatchObject({ pageType: 202, order: { id: placed.body.id, grandTotalCents: cart.grandTotalCents } });

    // Another visitor cannot see it.
    const stranger = new Visitor(suite.server.baseUrl);
    await stranger.arrive();
    expect((await stranger.call('GET', placed.body.orderConfirmationUrl)).status).toBe(404);
  });

  it('a plain form post (the checkout page form) places the order and redirects to its page', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    await visitor.add({ itemId: 'prod-coffee', sku: 'COF-1', quantity: 1 });
    const post = (body: string) => visitor.postForm('/api/commerce/orders', body);
    const forged = await post('crumb=' + 'f'.repeat(32));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ message: 'Your session has expired. Please reload the page and try again.' });
    const res = await post(new URLSearchParams({ crumb: visitor.crumb ?? '', ...formFields(details) }).toString());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    expect((await visitor.call('GET', res.headers.get('location') ?? '')).status).toBe(200);
  });

  it('20 visitors holding one each of the last 5 units check out at once, through two server processes: exactly 5 orders, stock 0', async () => {
    expect(await stockOf('prod-apron', 'APR-CHA-S')).toBe(5);
    const second = await startServer(suite.db.url);
    try {
      await checkoutRace(second);
    } finally {
      await second.stop();
    }
  }, 60_000);
});

/** Every other visitor shops and checks out through the second server process. */
async function checkoutRace(second: ServerProcess): Promise<void> {
  const visitors = Array.from({ length: 20 }, (_, i) => new Visitor(i % 2 === 0 ? suite.server.baseUrl : second.baseUrl));
  for (const v of visitors) {
    await v.arrive();
    expect((await v.add({ itemId: 'prod-apron', sku: 'APR-CHA-S', quantity: 1 })).status).toBe(200);
  }
  const before = await suite.db.fingerprint();
  const answers = await Promise.all(visitors.map((v) => order(v)));
  const placed = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status !== 201);
  expect(placed).toHaveLength(5);
  expect(refused).toHaveLength(15);
  for (const a of refused) {
    expect(a.status).toBe(409);
    expect(a.body).toMatchObject({ code: 'out-of-stock', message: 'Sorry, we do not have enough of that item available.' });
  }
  expect(new Set(placed.map((a) => a.body.id)).size).toBe(5);
  expect(await stockOf('prod-apron', 'APR-CHA-S')).toBe(0);
  const after = await suite.db.fingerprint();
  expect(after['orders']).toBe((before['orders'] ?? 0) + 5);
  // The refused visitors still hold their carts.
  for (const [i, v] of visitors.entries()) {
    const cart = (await v.arrive()).body;
    expect(cart.totalQuantity).toBe(answers[i]?.status === 201 ? 0 : 1);
  }
}

describe('checkout: bad inputs change nothing', () => {
  it.each([
    ['missing crumb', { crumb: 'none' as const }, 403, 'crumb-invalid', 'Your session has expired. Please reload the page and try again.'],
    ['wrong crumb', { crumb: '0'.repeat(32) }, 403, 'crumb-invalid', 'Your session has expired. Please reload the page and try again.'],
    ['malformed JSON', { raw: '{"crumb":' }, 400, undefined, undefined],
    ['a body that is not an object', { json: [1, 2] }, 400, undefined, undefined],
  ])('%s', async (_label, options, status, code, message) => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    await visitor.add({ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 });
    const before = await suite.db.fingerprint();
    const res = await order(visitor, options);
    expect(res.status).toBe(status);
    if (code) expect(res.body).toMatchObject({ code, message });
    expect(typeof res.body.message).toBe('string');
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('a subtotal under the store minimum ($15.00) is refused with 409 and the cart string', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    expect((await visitor.add({ itemId: 'prod-ebook', sku: 'EBK-1', quantity: 1 })).status).toBe(200); // $12.00
    const before = await suite.db.fingerprint();
    const res = await order(visitor);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'below-minimum', message: 'To check out, your order subtotal must be $15.00 or more.' });
    expect(await suite.db.fingerprint()).toEqual(before);
    expect((await visitor.add({ itemId: 'prod-ebook', sku: 'EBK-1', quantity: 1 })).status).toBe(200);
    expect((await order(visitor)).status).toBe(201);
  });

  it('an empty cart (or none) is refused with 409', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const before = await suite.db.fingerprint();
    const res = await order(visitor, {});
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'empty-cart', message: 'Your cart is empty.' });
    const page = await visitor.call('GET', '/checkout');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Your cart is empty.');
    expect(page.body).not.toContain('Place order');
    // A cart emptied by removing its entry is refused too.
    const added = await visitor.add({ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 });
    await visitor.call('DELETE', `/api/commerce/shopping-cart/entries/${added.body.newlyAdded.id}`);
    const mid = await suite.db.fingerprint();
    expect((await order(visitor)).body).toMatchObject({ code: 'empty-cart' });
    expect(await suite.db.fingerprint()).toEqual(mid);
    expect(before['orders']).toBe(mid['orders']);
  });

  it('a cart already checked out cannot be ordered again', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    await visitor.add({ itemId: 'prod-workshop', sku: 'WRK-1', quantity: 1 });
    expect((await order(visitor)).status).toBe(201);
    const before = await suite.db.fingerprint();
    const again = await order(visitor);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('empty-cart');
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('an unknown or malformed order id answers the not-found page (404)', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    for (const id of ['0123456789abcdef01234567', 'nope', '%3Cscript%3E', "1'%20or%201=1"]) {
      const res = await visitor.call('GET', `/checkout/order-confirmed/${id}`);
      expect(res.status).toBe(404);
      const json = await visitor.call('GET', `/checkout/order-confirmed/${id}?format=json`);
      expect(json.status).toBe(404);
      expect(json.body.pageType).toBe(100);
    }
  });
});

describe('subscription cart token', () => {
  const path = '/api/3/commerce/cart/subscription';

  it('answers a cart token for a subscription product, a cart apart from the visitor\'s', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const before = await suite.db.fingerprint();
    const res = await visitor.call('POST', path, { json: { itemId: 'prod-coffee', sku: 'COF-1', qty: 2, additionalFields: '' } });
    expect(res.status).toBe(200);
    expect(res.body.cartToken).toMatch(/^[0-9a-f]{24}$/);
    const after = await suite.db.fingerprint();
    expect(after['carts']).toBe((before['carts'] ?? 0) + 1);
    expect((await visitor.arrive()).body.entries).toEqual([]);
  });

  it('the token\'s cart goes through checkout: page, order (stock down), confirmation for the token holder only', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const stock = await stockOf('prod-coffee', 'COF-1');
    const token = (await visitor.call('POST', path, { json: { itemId: 'prod-coffee', sku: 'COF-1', qty: 2 } })).body.cartToken as string;
    const page = await visitor.call('GET', `/checkout?cartToken=${token}&format=json`);
    expect(page.body.cart).toMatchObject({ id: token, totalQuantity: 2 });
    expect(page.body.cart.checkout).toMatchObject({ placeOrderUrl: '/api/commerce/orders', crumb: visitor.crumb, cartToken: token });
    const placed = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, cartToken: token } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ purchasedCartId: token, items: [expect.objectContaining({ sku: 'COF-1', quantity: 2 })] });
    expect(await stockOf('prod-coffee', 'COF-1')).toBe(stock - 2);
    expect(placed.body.orderConfirmationUrl).toBe(`/checkout/order-confirmed/${placed.body.id}?cartToken=${token}`);
    const stranger = new Visitor(suite.server.baseUrl);
    expect((await stranger.call('GET', placed.body.orderConfirmationUrl)).status).toBe(200);
    expect((await stranger.call('GET', `/checkout/order-confirmed/${placed.body.id}`)).status).toBe(404);
    // A used token cannot be ordered again; an unknown one, or a visitor's cart id, is refused.
    const before = await suite.db.fingerprint();
    const again = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, cartToken: token } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('cart-purchased');
    await visitor.add({ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 });
    const ownCart = (await visitor.arrive()).body.id as string;
    const mid = await suite.db.fingerprint();
    for (const cartToken of ['0123456789abcdef01234567', ownCart]) {
      const res = await stranger.call('POST', `/api/commerce/orders?cartToken=${cartToken}`, { crumb: 'none' });
      expect(res.status).toBe(403);
      await stranger.arrive();
      const refused = await stranger.call('POST', `/api/commerce/orders?cartToken=${cartToken}`);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('unknown-cart');
    }
    expect((await visitor.call('POST', '/api/commerce/orders', { json: { cartToken: 'not-a-token' } })).status).toBe(400);
    expect(await suite.db.fingerprint()).toEqual(mid);
    expect(before['orders']).toBe(mid['orders']);
  });

  it.each([
    ['missing crumb', { json: { itemId: 'prod-coffee', sku: 'COF-1', qty: 1 }, crumb: 'none' as const }, 403],
    ['not a subscription product', { json: { itemId: 'prod-bowl', sku: 'BWL-1', qty: 1 } }, 400],
    ['unknown item', { json: { itemId: 'prod-nothing', qty: 1 } }, 404],
    ['unknown sku', { json: { itemId: 'prod-coffee', sku: 'NOPE', qty: 1 } }, 404],
    ['negative qty', { json: { itemId: 'prod-coffee', sku: 'COF-1', qty: -1 } }, 400],
    ['huge qty', { json: { itemId: 'prod-coffee', sku: 'COF-1', qty: 1e9 } }, 400],
    ['more than in stock', { json: { itemId: 'prod-coffee', sku: 'COF-1', qty: 41 } }, 409],
    ['script in itemId', { json: { itemId: '<script>', qty: 1 } }, 400],
  ])('%s is refused and changes nothing', async (_label, options, status) => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const before = await suite.db.fingerprint();
    const res = await visitor.call('POST', path, options);
    expect(res.status).toBe(status);
    expect(typeof res.body.message).toBe('string');
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});

describe('gift-card page', () => {
  const buy = (visitor: Visitor, body: Record<string, string>) => visitor.postForm('/checkout/gift-card/buy', body);

  it('shows the chosen denomination and buys it as a cart of its own', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const page = await visitor.call('GET', '/checkout/gift-card?itemId=prod-gift-card&sku=GFT-100');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<strong>$100.00</strong>');
    const res = await buy(visitor, { crumb: visitor.crumb ?? '', itemId: 'prod-gift-card', sku: 'GFT-100' });
    expect(res.status).toBe(303);
    const token = new URL(res.headers.get('location') ?? '', suite.server.baseUrl).searchParams.get('cartToken');
    const checkout = await visitor.call('GET', `/checkout?cartToken=${token}&format=json`);
    expect(checkout.body.cart).toMatchObject({ totalQuantity: 1, subtotalCents: 10000 });
    expect((await visitor.arrive()).body.totalQuantity).toBe(0);
  });

  it('answers the not-found page for anything but a gift card denomination, and refuses bad posts unchanged', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    expect((await visitor.call('GET', '/checkout/gift-card?itemId=prod-bowl&sku=BWL-1')).status).toBe(404);
    expect((await visitor.call('GET', '/checkout/gift-card?itemId=prod-gift-card&sku=NOPE')).status).toBe(404);
    const before = await suite.db.fingerprint();
    expect((await buy(visitor, { crumb: visitor.crumb ?? '', itemId: 'prod-bowl', sku: 'BWL-1' })).status).toBe(404);
    expect((await buy(visitor, { crumb: 'f'.repeat(32), itemId: 'prod-gift-card', sku: 'GFT-25' })).status).toBe(403);
    expect((await buy(visitor, { itemId: 'prod-gift-card', sku: 'GFT-25' })).status).toBe(403);
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});
