// 2: gift cards through the calls: not sold while switched off; the admin's calls (who may look
// up and who may issue, adjust, disable; validation; stale versions; refused while off); a code
// applied at checkout paying part of an order (the rest to the payment method) or all of it,
// the balance spent once; malformed and unknown codes refused, and guessing limited per address.
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
let owner: Account;
let viewer: Account;
let stockist: Account;
const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const VIEWER = { email: 'viewer@shop.test', password: 'viewer password 1' };
const STOCKIST = { email: 'stock@shop.test', password: 'stock password 1' };
const EDITOR = { email: 'editor@shop.test', password: 'editor password 1' };
const CARDS = '/api/admin/gift-cards';

beforeAll(async () => {
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: '1000', GIFT_CARD_GUESSES: '4' }));
  await new Visitor(server.baseUrl).arrive();
  await db.withStore(async (store) => {
    await createSiteUser(store, { ...OWNER, roles: ['ADMIN'] });
    await createSiteUser(store, { ...VIEWER, roles: ['VIEWER'] });
    await createSiteUser(store, { ...STOCKIST, roles: ['STORE_MANAGER'] });
    await createSiteUser(store, { ...EDITOR, roles: ['EDITOR'] });
  });
  ({ account: owner } = await signIn(server.baseUrl, OWNER.email, OWNER.password));
  ({ account: viewer } = await signIn(server.baseUrl, VIEWER.email, VIEWER.password));
  ({ account: stockist } = await signIn(server.baseUrl, STOCKIST.email, STOCKIST.password));
}, 180_000);

afterAll(() => stopSuite(server, db));

async function switchGiftCards(on: boolean): Promise<void> {
  const current = await owner.merchant('GET', '/api/admin/entitlements');
  const res = await owner.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, giftCards: on }, expectedVersion: current.body.version } });
  expect(res.status).toBe(200);
}

async function shopperWithCandles(quantity: number): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  await visitor.arrive();
  expect((await visitor.add({ itemId: 'prod-candle', sku: 'CAN-1', quantity })).status).toBe(200);
  return visitor;
}

const apply = (visitor: Visitor, code: string) => visitor.call('POST', '/checkout/gift-card/apply', { json: { code } });

describe('buying a gift card', () => {
  it('is refused while gift cards are switched off, and works once they are on', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.arrive();
    const buy = () => visitor.postForm('/checkout/gift-card/buy', { crumb: visitor.crumb ?? '', itemId: 'prod-gift-card', sku: 'GFT-25' });
    await switchGiftCards(false);
    const refused = await buy();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'feature-unavailable', message: 'Gift cards are not available in this shop.' });
    await switchGiftCards(true);
    const bought = await buy();
    expect(bought.status).toBe(303);
    expect(bought.headers.get('location')).toMatch(/^\/checkout\?cartToken=/);
  });
});

describe('the admin calls', () => {
  it('a store manager issues a card (its code answered once); a viewer looks up but may not issue; an editor may not look up', async () => {
    const issued = await stockist.merchant('POST', CARDS, { json: { amountCents: 2500, note: 'A prize' } });
    expect(issued.status).toBe(201);
    expect(issued.body.code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(issued.body.card).toMatchObject({ balanceCents: 2500, initialCents: 2500, status: 'active', last4: issued.body.code.slice(-4) });
    expect(JSON.stringify((await viewer.merchant('GET', `${CARDS}/${issued.body.card.id as string}`)).body)).not.toContain(issued.body.code.replaceAll('-', ''));
    const found = await viewer.merchant('GET', `${CARDS}?q=${encodeURIComponent(issued.body.code.toLowerCase())}`);
    expect(found.status).toBe(200);
    expect(found.body.giftCards.map((c: { id: string }) => c.id)).toEqual([issued.body.card.id]);
    expect((await viewer.merchant('POST', CARDS, { json: { amountCents: 100 } })).status).toBe(403);
    const { account: editor } = await signIn(server.baseUrl, EDITOR.email, EDITOR.password);
    expect((await editor.merchant('GET', CARDS)).status).toBe(403);
  });

  it.each([
    [{ amountCents: 0 }, 'amountCents', 'The amount must be more than 0.'],
    [{ amountCents: 12.5 }, 'amountCents', 'amountCents must be a whole number of cents.'],
    [{ amountCents: 2_000_000 }, 'amountCents', 'The amount may be at most $10,000.00.'],
    [{ amountCents: 100, recipientEmail: 'nope' }, 'recipientEmail', 'Recipient email must be a valid email address, like name@example.com.'],
  ])('issuing %j is refused naming the field', async (body, path, message) => {
    const res = await owner.merchant('POST', CARDS, { json: body });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
  });

  it('adjusting needs a note, never goes below 0, names its version; disabling is versioned too', async () => {
    const { card } = (await owner.merchant('POST', CARDS, { json: { amountCents: 1000 } })).body;
    const path = `${CARDS}/${card.id as string}`;
    expect((await owner.merchant('POST', `${path}/adjust`, { json: { amountCents: 500, note: '', expectedVersion: card.version } })).body.issues).toContainEqual({ path: 'note', message: 'A note saying why is required.' });
    expect((await owner.merchant('POST', `${path}/adjust`, { json: { amountCents: -1001, note: 'too much', expectedVersion: card.version } })).status).toBe(400);
    const added = await owner.merchant('POST', `${path}/adjust`, { json: { amountCents: 500, note: 'Goodwill', expectedVersion: card.version } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ balanceCents: 1500, version: card.version + 1 });
    expect(added.body.events[0]).toMatchObject({ kind: 'adjust', amountCents: 500, balanceCents: 1500, note: 'Goodwill', actor: OWNER.email });
    expect((await owner.merchant('POST', `${path}/adjust`, { json: { amountCents: 1, note: 'again', expectedVersion: card.version } })).status).toBe(409);
    const disabled = await stockist.merchant('PUT', `${path}/status`, { json: { status: 'disabled', expectedVersion: added.body.version } });
    expect(disabled.body).toMatchObject({ status: 'disabled' });
    expect((await viewer.merchant('PUT', `${path}/status`, { json: { status: 'active', expectedVersion: disabled.body.version } })).status).toBe(403);
  });

  it('every call is refused while gift cards are off', async () => {
    await switchGiftCards(false);
    try {
      for (const res of [await owner.merchant('GET', CARDS), await owner.merchant('POST', CARDS, { json: { amountCents: 100 } })]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ code: 'feature-unavailable', message: 'Gift cards are not available in this shop.' });
      }
    } finally {
      await switchGiftCards(true);
    }
  });
});

describe('redeeming at checkout', () => {
  it('a card pays part of an order, the rest goes to the payment method, the balance is spent once', async () => {
    const { code, card } = (await owner.merchant('POST', CARDS, { json: { amountCents: 2000 } })).body;
    const visitor = await shopperWithCandles(2); // $32.00
    expect((await apply(visitor, code.toLowerCase().replaceAll('-', ' '))).status).toBe(204);
    const placed = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, paymentProvider: 'test' } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'paid', giftCardTotalCents: 2000, grandTotalCents: 3200, amountDue: { value: '12.00' } });
    const after = (await owner.merchant('GET', `${CARDS}/${card.id as string}`)).body;
    expect(after.balanceCents).toBe(0);
    expect(after.events[0]).toMatchObject({ kind: 'redeem', amountCents: -2000, balanceCents: 0, orderId: placed.body.id });
    const again = await shopperWithCandles(1);
    const empty = await apply(again, code);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('This gift card has no balance left.');
  });

  it('a card larger than the order pays all of it and keeps the rest', async () => {
    const { code, card } = (await owner.merchant('POST', CARDS, { json: { amountCents: 5000 } })).body;
    const visitor = await shopperWithCandles(1); // $16.00
    expect((await apply(visitor, code)).status).toBe(204);
    const placed = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, paymentProvider: 'manual' } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'paid', giftCardTotalCents: 1600, amountDue: { value: '0.00' }, payment: { provider: 'gift-card' } });
    expect((await owner.merchant('GET', `${CARDS}/${card.id as string}`)).body.balanceCents).toBe(3400);
  });

  it('a disabled card is refused; malformed and unknown codes are refused, and guessing stops at the limit per address', async () => {
    const { code, card } = (await owner.merchant('POST', CARDS, { json: { amountCents: 500 } })).body;
    await owner.merchant('PUT', `${CARDS}/${card.id as string}/status`, { json: { status: 'disabled', expectedVersion: card.version } });
    const visitor = await shopperWithCandles(1);
    const at = (c: string) => apply(visitor, c);
    const disabled = await at(code);
    expect(disabled.body).toMatchObject({ code: 'gift-card-disabled', message: 'This gift card can no longer be used.' });
    const malformed = await at('1234');
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues).toContainEqual({ path: 'giftCardCode', message: 'A gift card code has 16 letters and digits, like ABCD-EFGH-JKMN-PQRS.' });
    const unknown = await at('AAAA-BBBB-CCCC-DDDD');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('That gift card code is not valid. Check the code in your email.');
    // GIFT_CARD_GUESSES is 4 here and this address failed 4 times (the empty card above, these
    // three): the next attempt is refused, whatever the cookies, even with a good code.
    const fresh = await shopperWithCandles(1);
    const limited = await apply(fresh, code);
    expect(limited.status).toBe(429);
  });
});
