// The checkout a real shop runs, against the built server: customer details checked field by
// field (nothing stored on a bad input), order numbers, the test and manual payment providers,
// idempotent placing, the last unit sold once through two processes, the stock of unpaid orders
// released after the hold, status transitions seen by the shopper, the confirmation email queued.
import { describe, expect, it } from 'vitest';
import { listOutbox, putSiteContent, readSiteContent, setOrderStatus, setStock } from '../../site/db/index.js';
import { details, formFields, recipient } from './helpers/checkout.js';
import { startServer } from './helpers/server-process.js';
import { useSuite } from './helpers/suite.js';
import { Visitor } from './helpers/visitor.js';

const suite = useSuite();

const place = (visitor: Visitor, json: unknown, headers: Record<string, string> = {}) => visitor.call('POST', '/api/commerce/orders', { json, headers });

async function shopper(base = suite.server.baseUrl, items: { itemId: string; sku: string; quantity: number }[] = [{ itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 }]): Promise<Visitor> {
  const visitor = new Visitor(base);
  await visitor.arrive();
  for (const item of items) expect((await visitor.add(item)).status).toBe(200);
  return visitor;
}

const stockOf = (sku: string) =>
  suite.db.withStore(async (store) => (await store.db.selectFrom('variants').select('qty_in_stock').where('sku', '=', sku).executeTakeFirstOrThrow()).qty_in_stock);

describe('customer details', () => {
  const address = details.shippingAddress;
  it.each([
    ['no email', { shippingAddress: address }, 'email', 'Email is required.'],
    ['a malformed email', { ...details, email: 'ada@' }, 'email', 'Email must be a valid email address, like name@example.com.'],
    ['no address for a physical item', { email: details.email }, 'shippingAddress', 'A shipping address is required.'],
    ['an address without a city', { ...details, shippingAddress: { ...address, city: '  ' } }, 'shippingAddress.city', 'City is required.'],
    ['a postal code with markup', { ...details, shippingAddress: { ...address, postalCode: '<b>1' } }, 'shippingAddress.postalCode', 'Postal code may hold only letters, digits, spaces and dashes.'],
    ['a country the shop does not ship to', { ...details, shippingAddress: { ...address, country: 'ZZ' } }, 'shippingAddress.country', 'We do not ship to that country.'],
    ['a name too long', { ...details, shippingAddress: { ...address, name: 'x'.repeat(101) } }, 'shippingAddress.name', 'Full name must be at most 100 characters.'],
    ['an unknown payment method', { ...details, paymentProvider: 'paypal' }, 'paymentProvider', 'paymentProvider must be one of the payment methods this shop offers.'],
    ['a malformed idempotency key', { ...details, idempotencyKey: 'short' }, 'idempotencyKey', 'idempotencyKey must be 16 to 100 letters, digits, dashes or underscores.'],
  ])('%s → 400 naming the field, nothing stored', async (_label, body, path, message) => {
    const visitor = await shopper();
    const before = await suite.db.fingerprint();
    const res = await place(visitor, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid-input');
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('a gift card needs its recipient (and no shipping address); the order keeps both parts apart', async () => {
    const visitor = await shopper(suite.server.baseUrl, []);
    const buy = await visitor.postForm('/checkout/gift-card/buy', { crumb: visitor.crumb ?? '', itemId: 'prod-gift-card', sku: 'GFT-50' });
    const cartToken = new URL(buy.headers.get('location') ?? '', suite.server.baseUrl).searchParams.get('cartToken');
    const page = await visitor.call('GET', `/checkout?cartToken=${cartToken}`);
    expect(page.body).toContain('Gift card recipient');
    expect(page.body).not.toContain('Shipping address');
    const before = await suite.db.fingerprint();
    const missing = await place(visitor, { email: details.email, cartToken });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toContainEqual({ path: 'giftCardRecipient', message: "The gift card's recipient is required." });
    const badEmail = await place(visitor, { email: details.email, cartToken, giftCardRecipient: { ...recipient, email: 'nope' } });
    expect(badEmail.body.issues).toContainEqual({ path: 'giftCardRecipient.email', message: "Recipient's email must be a valid email address, like name@example.com." });
    expect(await suite.db.fingerprint()).toEqual(before);
    const placed = await place(visitor, { email: details.email, cartToken, giftCardRecipient: recipient, paymentProvider: 'test' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'paid', giftCardRecipient: recipient, shippingAddress: null, customerEmail: details.email });
  });

  it('refuses more units than one order may hold (409), nothing changed', async () => {
    const visitor = await shopper(suite.server.baseUrl, [{ itemId: 'prod-ebook', sku: 'EBK-1', quantity: 51 }]);
    const before = await suite.db.fingerprint();
    const res = await place(visitor, { email: details.email });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('order-too-large');
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});

describe('placing orders', () => {
  it('numbers orders #1001, #1002…; the test provider marks paid, the manual one leaves instructions; each queues its email', async () => {
    const first = await place(await shopper(), { ...details, paymentProvider: 'test' });
    const second = await place(await shopper(), { ...details, paymentProvider: 'manual' });
    expect(first.status).toBe(201);
    expect(second.body.orderNumber).toBeGreaterThan(first.body.orderNumber);
    expect(first.body.number).toBe(`#${first.body.orderNumber}`);
    expect(first.body).toMatchObject({ status: 'paid', testMode: true, payment: { provider: 'test', holdExpiresAt: null } });
    expect(first.body.payment.reference).toMatch(/^test_[0-9a-f]{16}$/);
    expect(second.body).toMatchObject({ status: 'awaiting_payment', testMode: false, payment: { provider: 'manual', reference: null } });
    expect(second.body.payment.instructions).toContain('bank transfer');
    const mails = await suite.db.withStore((store) => listOutbox(store));
    const mail = mails.find((m) => (m.payload as { orderId: string }).orderId === second.body.id);
    expect(mail).toMatchObject({ kind: 'order-confirmation', recipient: details.email, payload: { number: second.body.number, lines: [{ sku: 'CAN-1', quantity: 1 }] } });
  });

  it('a retried request with the same idempotency key gets the same order, never a second one', async () => {
    const visitor = await shopper();
    const key = 'retry-key-0123456789abcdef';
    const before = await suite.db.fingerprint();
    const [a, b] = await Promise.all([place(visitor, details, { 'idempotency-key': key }), place(visitor, details, { 'idempotency-key': key })]);
    const c = await place(visitor, { ...details, idempotencyKey: key });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.orderNumber, b.body.orderNumber, c.body.orderNumber]).size).toBe(1);
    expect((await suite.db.fingerprint())['orders']).toBe((before['orders'] ?? 0) + 1);
    // Another visitor cannot read an order through someone's key.
    const stranger = await shopper();
    const refused = await place(stranger, details, { 'idempotency-key': key });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('idempotency-conflict');
  });

  it('a double-submitted checkout form places one order: both posts go to its page', async () => {
    const visitor = await shopper();
    const page = await visitor.call('GET', '/checkout?format=json');
    const key = page.body.cart.checkout.idempotencyKey as string;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const post = () => visitor.postForm('/api/commerce/orders', { crumb: visitor.crumb ?? '', idempotencyKey: key, paymentProvider: 'manual', ...formFields(details) });
    const [a, b] = [await post(), await post()];
    expect(a.status).toBe(303);
    expect(b.headers.get('location')).toBe(a.headers.get('location'));
    const confirmation = await visitor.call('GET', a.headers.get('location') ?? '');
    expect(confirmation.body).toContain('How to pay');
    expect(confirmation.body).toContain('Awaiting payment');
  });

  it('a refused form post goes back to the checkout page with the error beside the field, and the typed values kept', async () => {
    const visitor = await shopper();
    const before = await suite.db.fingerprint();
    const res = await visitor.postForm('/api/commerce/orders', { crumb: visitor.crumb ?? '', ...formFields({ ...details, email: 'not-an-email' }) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout');
    const flash = res.headers.getSetCookie().find((c) => c.startsWith('sf_checkout_form='));
    expect(flash).toBeDefined();
    visitor.cookies.set('sf_checkout_form', (flash ?? '').split(';')[0]!.split('=')[1]!);
    const page = await visitor.call('GET', '/checkout');
    expect(page.body).toContain('Your order was not placed. Please correct the fields below.');
    expect(page.body).toMatch(/id="checkout-email"[^>]*value="not-an-email"[^>]*aria-invalid="true" aria-describedby="checkout-email-error"/);
    expect(page.body).toContain('<span class="checkout-field-error" id="checkout-email-error">Email must be a valid email address, like name@example.com.</span>');
    expect(page.body).toContain('value="Springfield"');
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('two visitors check out the last unit at once through two server processes: one order, stock 0, never negative', async () => {
    await suite.db.withStore((store) => setStock(store, 'APR-NAT-L', 1));
    const second = await startServer(suite.db.url);
    try {
      const visitors = [await shopper(suite.server.baseUrl, [{ itemId: 'prod-apron', sku: 'APR-NAT-L', quantity: 1 }]), await shopper(second.baseUrl, [{ itemId: 'prod-apron', sku: 'APR-NAT-L', quantity: 1 }])];
      const answers = await Promise.all(visitors.map((v) => place(v, details)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)?.body.code).toBe('out-of-stock');
      expect(await stockOf('APR-NAT-L')).toBe(0);
    } finally {
      await second.stop();
    }
  }, 60_000);
});

describe('order status', () => {
  it('the shop moves an order along the allowed transitions; the shopper sees it; refused moves change nothing', async () => {
    const visitor = await shopper();
    const placed = await place(visitor, { ...details, paymentProvider: 'manual' });
    const { id } = placed.body as { id: string };
    const code = (e: unknown) => (e as { code?: string }).code;
    const before = await suite.db.fingerprint();
    expect(await suite.db.withStore((store) => setOrderStatus(store, id, 'fulfilled').catch(code))).toBe('order-transition');
    expect(await suite.db.fingerprint()).toEqual(before);
    await suite.db.withStore((store) => setOrderStatus(store, id, 'paid', 1));
    expect((await visitor.call('GET', `${placed.body.orderConfirmationUrl}?format=json`)).body.order).toMatchObject({ status: 'paid', statusLabel: 'Paid' });
    await suite.db.withStore((store) => setOrderStatus(store, id, 'fulfilled', 2));
    expect(await suite.db.withStore((store) => setOrderStatus(store, id, 'cancelled').catch(code))).toBe('order-transition');
    expect((await visitor.call('GET', placed.body.orderConfirmationUrl)).body).toContain('Fulfilled');
  });
});

describe('a site that takes no test payments', () => {
  it('shows no test-order button and refuses the test provider', async () => {
    const content = await suite.db.withStore((store) => readSiteContent(store));
    const website = content['website'] as { storeSettings: Record<string, unknown> };
    await suite.db.withStore((store) => putSiteContent(store, 'website', { ...website, storeSettings: { ...website.storeSettings, paymentProviders: ['manual'] } }));
    const own = await startServer(suite.db.url);
    try {
      const visitor = await shopper(own.baseUrl);
      const page = await visitor.call('GET', '/checkout');
      expect(page.body).toContain('Place order and pay later');
      expect(page.body).not.toContain('Place test order');
      const before = await suite.db.fingerprint();
      const res = await place(visitor, { ...details, paymentProvider: 'test' });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'paymentProvider', message: 'That payment method is not available in this shop.' }]);
      expect(await suite.db.fingerprint()).toEqual(before);
      expect((await place(visitor, details)).body).toMatchObject({ status: 'awaiting_payment', payment: { provider: 'manual' } });
    } finally {
      await own.stop();
      await suite.db.withStore((store) => putSiteContent(store, 'website', website));
    }
  }, 60_000);
});

describe('stock held by unpaid orders', () => {
  const held = useSuite({ ORDER_HOLD_MS: '1', ORDER_RELEASE_INTERVAL_MS: '0' });

  it('returns when the hold ends: the order becomes cancelled, once', async () => {
    const sku = (s: string) => held.db.withStore(async (store) => (await store.db.selectFrom('variants').select('qty_in_stock').where('sku', '=', s).executeTakeFirstOrThrow()).qty_in_stock);
    const start = await sku('BWL-1');
    const visitor = await shopper(held.server.baseUrl, [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 2 }]);
    const placed = await place(visitor, { ...details, paymentProvider: 'manual' });
    expect(placed.body.status).toBe('awaiting_payment');
    expect(await sku('BWL-1')).toBe(start - 2);
    const page = await visitor.call('GET', `${placed.body.orderConfirmationUrl}?format=json`);
    expect(page.body.order).toMatchObject({ status: 'cancelled', statusLabel: 'Cancelled', awaitingPayment: false });
    expect(await sku('BWL-1')).toBe(start);
    // Reading it again, or another checkout's sweep, releases nothing twice.
    await visitor.call('GET', placed.body.orderConfirmationUrl);
    const other = await shopper(held.server.baseUrl, [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 }]);
    expect((await place(other, { ...details, paymentProvider: 'test' })).status).toBe(201);
    expect(await sku('BWL-1')).toBe(start - 1);
  });
});
