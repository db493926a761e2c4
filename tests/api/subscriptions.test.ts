// Issue 24 (express checkout is a single purchase; subscriptions go to their own page) and issue
// 25 problem 8 (subscriptions never say "every month" after the product page and cannot be
// cancelled), through the built server: "Buy now" checks out one item in a cart of its own and
// leaves the visitor's cart as it was; a subscription's page, order, emails and admin show its
// period; renewals are new orders made by the schedule (a test clock, no waiting), charged by the
// test provider or sent as instructions by the manual provider, stopping after the plan's cycles;
// the shopper cancels by the email's signed link and the shop by its order screen, with emails,
// and a cancelled subscription renews no more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../site/db/index.js';
import { renewDueSubscriptions } from '../../site/features/subscriptions/renewals.js';
import { orderToken } from '../../site/features/orders/order-link.js';
import type { Account } from './helpers/account.js';
import { details } from './helpers/checkout.js';
import { ORDER_LINK_SECRET, ORDER_OWNER, startOrderSuite } from './helpers/order-suite.js';
import { stopSuite } from './helpers/suite.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

let db: TempDatabase;
let server: ServerProcess;
let admin: Account;
const DAY = 24 * 60 * 60 * 1000;
const MERCHANT = 'studio@fernandfinch.example';
const WEBSITE = { storeSettings: { paymentProviders: ['test', 'manual'], selectedCurrency: 'USD' } };
const COFFEE = { itemId: 'prod-coffee', sku: 'COF-1' };

const renew = (now: number) => db.withStore((store: Store) => renewDueSubscriptions(store, now, { website: WEBSITE }));
const outbox = (kind: string) => db.withStore(async (store) => store.db.selectFrom('notification_outbox').selectAll().where('kind', '=', kind).execute());
const ordersOf = (subscriptionId: string) =>
  db.withStore(async (store) => store.db.selectFrom('orders').selectAll().where('subscription_id', '=', subscriptionId).orderBy('created_at').execute());
const subscriptionRow = (id: string) => db.withStore(async (store) => store.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow());

async function setPlan(plan: unknown): Promise<void> {
  await db.withStore(async (store) => {
    const row = await store.db.selectFrom('products').select('content').where('id', '=', COFFEE.itemId).executeTakeFirstOrThrow();
    const content = JSON.parse(row.content) as { structuredContent: Record<string, unknown> };
    content.structuredContent['subscriptionPlan'] = plan;
    await store.db.updateTable('products').set({ content: JSON.stringify(content) }).where('id', '=', COFFEE.itemId).execute();
  });
}

/** Subscribes as a shopper would: the subscription call, its page, then the order with the cart token. */
async function subscribe(paymentProvider: 'test' | 'manual') {
  const visitor = await Visitor.arrived(server.baseUrl);
  const token = await visitor.call('POST', '/api/3/commerce/cart/subscription', { json: { ...COFFEE, qty: 1 } });
  expect(token.status).toBe(200);
  const cartToken = token.body.cartToken as string;
  const placed = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, paymentProvider, cartToken } });
  expect(placed.status).toBe(201);
  const order = placed.body as { id: string; orderConfirmationUrl: string; placedAt?: number };
  const page = await visitor.call('GET', `${order.orderConfirmationUrl}&format=json`);
  const sub = page.body.order.recurring[0] as { id: string; billingText: string; status: string };
  return { visitor, cartToken, order, sub, page };
}

beforeAll(async () => {
  ({ db, server, admin } = await startOrderSuite(['BWL-1', 'COF-1']));
}, 180_000);

afterAll(() => stopSuite(server, db));

describe('express checkout is a single purchase', () => {
  it('Buy now checks out one item at its quantity in a cart of its own and leaves the cart as it was', async () => {
    const visitor = await Visitor.arrived(server.baseUrl);
    expect((await visitor.add({ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 })).status).toBe(200);
    const before = (await visitor.call('GET', '/api/commerce/shopping-cart')).body;
    expect(before.entries.map((e: { chosenVariant: { sku: string }; quantity: number }) => [e.chosenVariant.sku, e.quantity])).toEqual([['BWL-1', 1]]);

    const express = await visitor.call('POST', '/api/3/commerce/cart/express', { json: { itemId: 'prod-candle', sku: 'CAN-1', qty: 2 } });
    expect(express.status).toBe(200);
    const cartToken = express.body.cartToken as string;
    const checkout = await visitor.call('GET', `/checkout?cartToken=${cartToken}&format=json`);
    expect(checkout.body.cart.entries.map((e: { chosenVariant: { sku: string }; quantity: number }) => [e.chosenVariant.sku, e.quantity])).toEqual([['CAN-1', 2]]);
    const placed = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, paymentProvider: 'test', cartToken } });
    expect(placed.status).toBe(201);
    const page = await visitor.call('GET', `${placed.body.orderConfirmationUrl as string}&format=json`);
    expect(page.body.order.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity])).toEqual([['CAN-1', 2]]);

    const after = (await visitor.call('GET', '/api/commerce/shopping-cart')).body;
    expect(after.id).toBe(before.id);
    expect(after.entries.map((e: { chosenVariant: { sku: string }; quantity: number }) => [e.chosenVariant.sku, e.quantity])).toEqual([['BWL-1', 1]]);
    expect(after.isPurchased).toBe(false);
  });

  it('refuses a subscription product (it has its own page) and an unknown item', async () => {
    const visitor = await Visitor.arrived(server.baseUrl);
    const sub = await visitor.call('POST', '/api/3/commerce/cart/express', { json: { ...COFFEE, qty: 1 } });
    expect(sub.status).toBe(400);
    expect(sub.body.message).toBe('A subscription is bought on its subscription page, not by express checkout.');
    expect((await visitor.call('POST', '/api/3/commerce/cart/express', { json: { itemId: 'nothing-here', qty: 1 } })).status).toBe(404);
  });
});

describe('a subscription says every month after the product page and can be cancelled', () => {
  it('its page (page type 206), cart line, order page, confirmation email and admin order all say every month', async () => {
    const visitor = await Visitor.arrived(server.baseUrl);
    const token = (await visitor.call('POST', '/api/3/commerce/cart/subscription', { json: { ...COFFEE, qty: 1 } })).body.cartToken as string;
    const page = await visitor.call('GET', `/checkout/subscription?cartToken=${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-page-type="206"');
    expect(page.body).toMatch(/Billed <strong class="subscription-billing-text">every month<\/strong>/);
    expect(page.body).toContain('<form class="checkout-form"');
    const json = await visitor.call('GET', `/checkout/subscription?cartToken=${token}&format=json`);
    expect(json.body.cart.entries[0].subscription).toEqual({ plan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 }, billingText: 'every month' });
    // The ordinary checkout of the same token says it too.
    expect((await visitor.call('GET', `/checkout?cartToken=${token}`)).body).toContain('Subscription: every month');

    const placed = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, paymentProvider: 'test', cartToken: token } });
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as string;
    const confirmed = await visitor.call('GET', placed.body.orderConfirmationUrl as string);
    expect(confirmed.body).toContain('Subscription: every month');
    expect(confirmed.body).toContain('Cancel subscription');
    const mail = (await outbox('order-confirmation')).find((m) => JSON.parse(m.payload).orderId === orderId);
    expect(JSON.parse(mail!.payload).lines[0].billingText).toBe('every month');
    const detail = await admin.merchant('GET', `/api/admin/orders/${orderId}`);
    expect(detail.body.lines[0].billingText).toBe('every month');
    const subs = await admin.merchant('GET', `/api/admin/orders/${orderId}/subscriptions`);
    expect(subs.body.subscriptions).toEqual([expect.objectContaining({ status: 'active', billingText: 'every month', paymentsText: '1 payment made', canCancel: true })]);
  });

  it('renews monthly on the schedule as new orders charged by the test provider, from January 31 to the end of February', async () => {
    const { sub, order } = await subscribe('test');
    const row = await subscriptionRow(sub.id);
    // Anchor the plan on January 31 so the month-end rule is what the clock meets.
    const anchor = Date.parse('2027-01-31T10:00:00.000Z');
    await db.withStore((store) => store.db.updateTable('subscriptions').set({ anchor_at: anchor, next_payment_at: Date.parse('2027-02-28T10:00:00.000Z') }).where('id', '=', row.id).execute());
    await renew(Date.parse('2027-02-27T10:00:00.000Z'));
    expect(await ordersOf(sub.id)).toHaveLength(0);
    await renew(Date.parse('2027-02-28T10:00:00.000Z'));
    // The same moment again makes nothing: the payment was claimed.
    await renew(Date.parse('2027-02-28T10:00:01.000Z'));
    const renewals = await ordersOf(sub.id);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'paid', payment_provider: 'test', subscription_payment: 1, customer_email: details.email });
    expect(Number((await subscriptionRow(sub.id)).next_payment_at)).toBe(Date.parse('2027-03-31T10:00:00.000Z'));
    const mail = (await outbox('order-confirmation')).find((m) => JSON.parse(m.payload).orderId === renewals[0]!.id);
    expect(JSON.parse(mail!.payload)).toMatchObject({ renewalText: 'Payment 2', lines: [{ productName: 'Monthly Coffee Subscription', billingText: 'every month' }] });
    expect(order.id).not.toBe(renewals[0]!.id);
  });

  it('every 2 weeks, 3 payments by the manual provider: instructions by email, then it stops', async () => {
    await setPlan({ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 3 });
    try {
      const { sub, page } = await subscribe('manual');
      expect(sub.billingText).toBe('every 2 weeks, 3 payments');
      expect(page.body.order.items[0].subscription.billingText).toBe('every 2 weeks, 3 payments');
      const anchor = Number((await subscriptionRow(sub.id)).anchor_at);
      // The first order awaits its bank transfer; mark it paid as the shop would, so renewals go on.
      await db.withStore((store) => store.db.updateTable('orders').set({ status: 'paid', payment_status: 'paid', expires_at: null }).where('id', '=', page.body.order.id as string).execute());
      await renew(anchor + 14 * DAY - 1);
      expect(await ordersOf(sub.id)).toHaveLength(0);
      await renew(anchor + 14 * DAY);
      await renew(anchor + 28 * DAY);
      await renew(anchor + 60 * DAY);
      const renewals = await ordersOf(sub.id);
      expect(renewals.map((o) => [o.status, o.payment_provider, o.subscription_payment])).toEqual([
        ['awaiting_payment', 'manual', 1],
        ['awaiting_payment', 'manual', 2],
      ]);
      expect(await subscriptionRow(sub.id)).toMatchObject({ status: 'completed', next_payment_at: null });
      const mails = (await outbox('order-confirmation')).filter((m) => renewals.some((o) => JSON.parse(m.payload).orderId === o.id)).map((m) => JSON.parse(m.payload));
      expect(mails.map((m) => m.renewalText)).toEqual(['Payment 2 of 3', 'Payment 3 of 3']);
      expect(mails[0].payment.instructions).toMatch(/bank transfer/i);
    } finally {
      await setPlan({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 });
    }
  });

  it('the shopper cancels by the signed link in another browser: emails to both, no more renewals', async () => {
    const { order, sub } = await subscribe('test');
    const stranger = await Visitor.arrived(server.baseUrl);
    // Without the signed token a stranger cannot cancel it.
    const refused = await stranger.call('POST', '/checkout/subscription/cancel', { json: { orderId: order.id, subscriptionId: sub.id } });
    expect(refused.status).toBe(404);
    const t = orderToken(order.id, { ORDER_LINK_SECRET });
    const page = await stranger.call('GET', `/checkout/order-confirmed/${order.id}?t=${t!}`);
    expect(page.body).toContain('Cancel subscription');
    const cancelled = await stranger.call('POST', '/checkout/subscription/cancel', { json: { orderId: order.id, subscriptionId: sub.id, t } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'cancelled', canCancel: false });
    const again = await stranger.call('POST', '/checkout/subscription/cancel', { json: { orderId: order.id, subscriptionId: sub.id, t } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This subscription is already cancelled.');
    const mine = async (kind: string) => (await outbox(kind)).filter((m) => JSON.parse(m.payload).subscriptionId === sub.id).map((m) => m.recipient);
    expect(await mine('subscription-cancelled')).toEqual([details.email]);
    expect(await mine('subscription-cancelled-merchant')).toEqual([MERCHANT]);
    await renew(Date.now() + 400 * DAY);
    expect(await ordersOf(sub.id)).toHaveLength(0);
    const after = await stranger.call('GET', `/checkout/order-confirmed/${order.id}?t=${t!}`);
    expect(after.body).toContain('Cancelled on');
    expect(after.body).not.toContain('Cancel subscription');
  });

  it('the merchant cancels from the order screen: the shopper is emailed, no more renewals', async () => {
    const { order, sub } = await subscribe('test');
    const cancelled = await admin.merchant('POST', `/api/admin/orders/${order.id}/subscriptions`, { json: { subscriptionId: sub.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscriptions[0]).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(cancelled.body.subscriptions[0].cancelledText).toMatch(/by the shop\.$/);
    const mails = (await outbox('subscription-cancelled')).filter((m) => JSON.parse(m.payload).subscriptionId === sub.id);
    expect(mails.map((m) => m.recipient)).toEqual([details.email]);
    expect(JSON.parse(mails[0]!.payload)).toMatchObject({ by: 'shop', billingText: 'every month' });
    expect((await outbox('subscription-cancelled-merchant')).some((m) => JSON.parse(m.payload).subscriptionId === sub.id)).toBe(false);
    await renew(Date.now() + 400 * DAY);
    expect(await ordersOf(sub.id)).toHaveLength(0);
  });

  it('a plan whose combination is not known reads Unavailable and cannot be bought', async () => {
    await setPlan({ billingPeriod: { value: 1, unit: 'FORTNIGHT' }, numBillingCycles: 0 });
    try {
      const visitor = await Visitor.arrived(server.baseUrl);
      const token = (await visitor.call('POST', '/api/3/commerce/cart/subscription', { json: { ...COFFEE, qty: 1 } })).body.cartToken as string;
      const page = await visitor.call('GET', `/checkout/subscription?cartToken=${token}`);
      expect(page.body).toMatch(/Billed <strong class="subscription-billing-text">Unavailable<\/strong>: this subscription cannot be bought now\./);
      expect(page.body).not.toContain('<form class="checkout-form"');
      const placed = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, paymentProvider: 'test', cartToken: token } });
      expect(placed.status).toBe(409);
      expect(placed.body.message).toBe('This subscription cannot be bought: its billing period is unavailable.');
    } finally {
      await setPlan({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 });
    }
  });
});
