// Issue 20, finding 6: an idempotency or sale key reused with a different body silently answered
// the first order, where the Commerce API rightly answers 409. Against the built server, with the
// one rule of site/db/request-hash.ts: the checkout's key (body `idempotencyKey`, the
// `Idempotency-Key` header, the checkout page's form) and the point of sale's sale key, sent again
// with another request, answer 409 with a clear message and change nothing; the same key with the
// same request still answers the first order.
import { describe, expect, it } from 'vitest';
import { details, formFields } from './helpers/checkout.js';
import { useStoreTeam } from './helpers/store-team.js';
import { Visitor } from './helpers/visitor.js';

const team = useStoreTeam();
const { suite } = team;
const REUSED = 'That idempotency key was already used for a different request.';

async function shopper(): Promise<Visitor> {
  const visitor = new Visitor(suite.server.baseUrl);
  await visitor.arrive();
  expect((await visitor.add({ itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 })).status).toBe(200);
  return visitor;
}

const place = (visitor: Visitor, json: unknown, headers: Record<string, string> = {}) => visitor.call('POST', '/api/commerce/orders', { json, headers });

describe('a key reused with a different body answers 409', () => {
  it('checkout, key in the body: the same request answers the first order; another email, address or method is refused', async () => {
    const visitor = await shopper();
    const key = 'reuse-body-key-0123456789';
    const first = await place(visitor, { ...details, idempotencyKey: key, paymentProvider: 'test' });
    expect(first.status).toBe(201);
    // The same request in another key order is the same request.
    const same = await place(visitor, { paymentProvider: 'test', idempotencyKey: key, shippingAddress: details.shippingAddress, email: details.email });
    expect(same.status).toBe(201);
    expect(same.body.id).toBe(first.body.id);
    expect((await visitor.add({ itemId: 'prod-candle', sku: 'CAN-1', quantity: 2 })).status).toBe(200);
    const before = await suite.db.fingerprint();
    for (const changed of [
      { ...details, email: 'someone-else@example.com' },
      { ...details, shippingAddress: { ...details.shippingAddress, line1: '2 Other St' } },
      { ...details, paymentProvider: 'manual' },
    ]) {
      const res = await place(visitor, { paymentProvider: 'test', ...changed, idempotencyKey: key });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'idempotency-conflict', message: REUSED });
    }
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('checkout, key in the Idempotency-Key header: the same', async () => {
    const visitor = await shopper();
    const headers = { 'idempotency-key': 'reuse-header-key-0123456789' };
    const first = await place(visitor, { ...details, paymentProvider: 'test' }, headers);
    expect(first.status).toBe(201);
    expect((await place(visitor, { ...details, paymentProvider: 'test' }, headers)).body.id).toBe(first.body.id);
    const other = await place(visitor, { ...details, email: 'other@example.com', paymentProvider: 'test' }, headers);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(REUSED);
  });

  it('checkout page form posted again with other details: back to the checkout page with the message, no second order', async () => {
    const visitor = await shopper();
    const page = await visitor.call('GET', '/checkout?format=json');
    const key = page.body.cart.checkout.idempotencyKey as string;
    const post = (fields: Record<string, string>) => visitor.postForm('/api/commerce/orders', { crumb: visitor.crumb ?? '', idempotencyKey: key, paymentProvider: 'manual', ...fields });
    const first = await post(formFields(details));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toMatch(/^\/checkout\/order-confirmed\//);
    const again = await post(formFields(details));
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    // Shopping on: a new cart, and the old page's form sent again with another email.
    expect((await visitor.add({ itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 })).status).toBe(200);
    const before = await suite.db.fingerprint();
    const changed = await post(formFields({ ...details, email: 'changed@example.com' }));
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe('/checkout');
    for (const line of changed.headers.getSetCookie()) visitor.cookies.set(line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1, line.indexOf(';')));
    expect(String((await visitor.call('GET', '/checkout')).body)).toContain(REUSED);
    expect((await suite.db.fingerprint())['orders']).toBe(before['orders']);
  });

  it('point of sale: the same sale key with another sale is refused naming the key; the same sale answers its receipt', async () => {
    await team.switchTo({ pointOfSale: true });
    const sale = { saleKey: 'till-1-sale-0001', lines: [{ variantId: 'var-candle', quantity: 1 }], method: 'card' };
    const first = await team.stockist.merchant('POST', '/api/admin/store/pos', { json: sale });
    expect(first.status).toBe(201);
    expect((await team.stockist.merchant('POST', '/api/admin/store/pos', { json: sale })).body.orderId).toBe(first.body.orderId);
    const before = await suite.db.fingerprint();
    for (const other of [{ ...sale, lines: [{ variantId: 'var-candle', quantity: 2 }] }, { ...sale, method: 'cash', tenderedCents: 2000 }, { ...sale, customerEmail: 'walk-in@example.com' }]) {
      const res = await team.stockist.merchant('POST', '/api/admin/store/pos', { json: other });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'idempotency-conflict', issues: [{ path: 'saleKey', message: 'That sale key was already used for a different sale. Start a new sale to ring this one up.' }] });
    }
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});
