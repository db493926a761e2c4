// Problems 1, 5 and 8 of issue 25 through the built server: every order carries a payment and a
// fulfilment state; a pay-later order has a deadline, a reminder and an expiry (time injected
// into the order schedule, no waiting); the Commerce API shows both states and ships orders
// through POST …/fulfillments (unpaid refused unless forced, read-only keys refused, more units
// than ordered refused); the admin ships in part, undoes within a day, cancels, refunds and
// exports CSV with the list's filters; every change is in the order's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../site/db/index.js';
import { runOrderSchedule } from '../../site/features/orders/order-schedule.js';
import { orderHistory } from '../../site/db/order-events.js';
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
let writeKey: string;
let readKey: string;
const DAY = 24 * 60 * 60 * 1000;
const MERCHANT = 'studio@fernandfinch.example';

async function api(method: string, path: string, key: string, json?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(server.baseUrl + path, { method, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
}

async function placeOrder(paymentProvider: 'manual' | 'test', items = [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 3 }], email = details.email) {
  const visitor = new Visitor(server.baseUrl);
  await visitor.arrive();
  for (const item of items) expect((await visitor.add(item)).status).toBe(200);
  const res = await visitor.call('POST', '/api/commerce/orders', { json: { ...details, email, paymentProvider } });
  expect(res.status).toBe(201);
  return { visitor, order: res.body as { id: string; orderNumber: number; orderConfirmationUrl: string } };
}

const stockOf = (sku: string) => db.withStore(async (store) => (await store.db.selectFrom('variants').select('qty_in_stock').where('sku', '=', sku).executeTakeFirstOrThrow()).qty_in_stock);
const outbox = (kind: string) => db.withStore(async (store) => store.db.selectFrom('notification_outbox').selectAll().where('kind', '=', kind).execute());
const schedule = (now: number) => db.withStore((store: Store) => runOrderSchedule(store, now, { merchantEmail: MERCHANT }));

beforeAll(async () => {
  // Enough bowls and candles for every order of this file.
  ({ db, server, admin } = await startOrderSuite(['BWL-1', 'CAN-1']));
  expect((await admin.reauthenticate(ORDER_OWNER.password)).status).toBe(200);
  const key = async (scope: string) => (await admin.merchant('POST', '/api/admin/api-keys', { json: { name: scope, scope } })).body.secret as string;
  writeKey = await key('read-write');
  readKey = await key('read-only');
}, 180_000);

afterAll(() => stopSuite(server, db));

describe('1: pay later with a deadline', () => {
  it('a manual order is pending with a three-day deadline; the reminder goes a day before; past it the order expires with both emails and its stock back', async () => {
    const before = await stockOf('BWL-1');
    const { visitor, order } = await placeOrder('manual');
    expect(await stockOf('BWL-1')).toBe(before - 3);
    const api1 = await api('GET', `/1.0/commerce/orders/${order.id}`, readKey);
    expect(api1.body).toMatchObject({ paymentStatus: 'PENDING', fulfillmentStatus: 'PENDING', fulfilmentState: 'UNFULFILLED' });
    const due = Date.parse(api1.body.paymentDueOn as string);
    const placed = Date.parse(api1.body.createdOn as string);
    expect(due - placed).toBe(3 * DAY);
    const page = await visitor.call('GET', `${order.orderConfirmationUrl}?format=json`);
    expect(page.body.order).toMatchObject({ paymentStatus: 'pending', fulfilmentStatus: 'unfulfilled', expiredNotice: null });
    expect(page.body.order.paymentDeadline).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T$/); // the shop's zone: America/New_York

    // Nothing is due yet; a day before the deadline the reminder is queued, once.
    expect(await schedule(placed + DAY)).toEqual({ reminded: 0, expired: 0 });
    expect((await schedule(due - DAY + 1000)).reminded).toBeGreaterThanOrEqual(1);
    expect((await schedule(due - DAY + 2000)).reminded).toBe(0);
    const reminders = (await outbox('order-payment-reminder')).filter((m) => JSON.parse(m.payload).orderId === order.id);
    expect(reminders.map((m) => m.recipient)).toEqual([details.email]);

    // Past the deadline: expired and cancelled, stock back, shopper and shop told.
    expect((await schedule(due + 1)).expired).toBeGreaterThanOrEqual(1);
    expect(await stockOf('BWL-1')).toBe(before);
    const mine = async (kind: string) => (await outbox(kind)).filter((m) => JSON.parse(m.payload).orderId === order.id).map((m) => m.recipient);
    expect(await mine('order-payment-expired')).toEqual([details.email]);
    expect(await mine('order-payment-expired-merchant')).toEqual([MERCHANT]);
    const after = await visitor.call('GET', `${order.orderConfirmationUrl}?format=json`);
    expect(after.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'expired', fulfilmentStatus: 'cancelled', isCancelled: true });
    expect(after.body.order.expiredNotice).toBe(`Cancelled: payment was not received by ${page.body.order.paymentDeadline as string}`);
    const html = await visitor.call('GET', order.orderConfirmationUrl);
    expect(html.body).toContain('was cancelled.');
    expect(html.body).not.toContain('is confirmed');
    expect((await api('GET', `/1.0/commerce/orders/${order.id}`, readKey)).body).toMatchObject({ paymentStatus: 'EXPIRED', fulfillmentStatus: 'CANCELED' });
    // A late "mark paid" is refused.
    const detail = await admin.merchant('GET', `/api/admin/orders/${order.id}/fulfilment`);
    const late = await admin.merchant('POST', `/api/admin/orders/${order.id}/payment`, { json: { action: 'paid', version: detail.body.version } });
    expect(late.status).toBe(409);
    const history = await db.withStore((store) => orderHistory(store.db, order.id));
    expect(history.map((e) => [e.kind, e.to, e.actor])).toEqual([
      ['reminder', null, 'system'],
      ['payment', 'expired', 'system'],
      ['fulfilment', 'cancelled', 'system'],
    ]);
  });

  it('the merchant marks a pay-later order paid: the shopper is told, the reminder no longer goes', async () => {
    const { order } = await placeOrder('manual', [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 }]);
    const panel = await admin.merchant('GET', `/api/admin/orders/${order.id}/fulfilment`);
    expect(panel.body).toMatchObject({ payment: 'pending', fulfilment: 'unfulfilled' });
    const paid = await admin.merchant('POST', `/api/admin/orders/${order.id}/payment`, { json: { action: 'paid', version: panel.body.version } });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ payment: 'paid', fulfilment: 'unfulfilled' });
    expect(paid.body.history.at(-1)).toMatchObject({ kind: 'payment', from: 'pending', to: 'paid', actor: `admin:${ORDER_OWNER.email}` });
    expect((await outbox('order-paid')).some((m) => JSON.parse(m.payload).orderId === order.id)).toBe(true);
    const remindedBefore = (await outbox('order-payment-reminder')).length;
    await schedule(Date.now() + 2.5 * DAY);
    await schedule(Date.now() + 4 * DAY);
    expect((await outbox('order-payment-reminder')).length).toBe(remindedBefore);
    expect((await api('GET', `/1.0/commerce/orders/${order.id}`, readKey)).body).toMatchObject({ paymentStatus: 'PAID', fulfillmentStatus: 'PENDING' });
  });
});

describe('5: the Commerce API fulfilment call', () => {
  it('refuses an unpaid order unless forced, a read-only key, more than was ordered; ships in part and then the rest', async () => {
    const unpaid = (await placeOrder('manual', [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 }])).order;
    const refused = await api('POST', `/1.0/commerce/orders/${unpaid.id}/fulfillments`, writeKey, { shipments: [{ carrierName: 'UPS', trackingNumber: '1Z999' }] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('order-not-paid');
    const forced = await api('POST', `/1.0/commerce/orders/${unpaid.id}/fulfillments`, writeKey, { force: true, shouldSendNotification: false, shipments: [{ carrierName: 'UPS', trackingNumber: '1Z999' }] });
    expect(forced.status).toBe(201);
    expect(forced.body).toMatchObject({ paymentStatus: 'PENDING', fulfillmentStatus: 'FULFILLED', fulfilmentState: 'FULFILLED' });

    const { order } = await placeOrder('test', [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 2 }, { itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 }]);
    const fresh = await api('GET', `/1.0/commerce/orders/${order.id}`, readKey);
    expect(fresh.body).toMatchObject({ paymentStatus: 'PAID', fulfillmentStatus: 'PENDING', fulfillments: [] });
    const [bowl, candle] = fresh.body.lineItems as { id: string }[];
    const path = `/1.0/commerce/orders/${order.id}/fulfillments`;
    expect((await api('POST', path, readKey, { shipments: [{}] })).status).toBe(403);
    const tooMany = await api('POST', path, writeKey, { shipments: [{ lineItems: [{ id: bowl!.id, quantity: 3 }] }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('over-fulfilled');
    const badUrl = await api('POST', path, writeKey, { shipments: [{ trackingUrl: 'javascript:alert(1)' }] });
    expect(badUrl.status).toBe(400);
    expect(JSON.stringify(badUrl.body.issues)).toContain('trackingUrl must be a web address');

    const part = await api('POST', path, writeKey, {
      shipments: [{ carrierName: 'USPS', trackingNumber: '9400 1000', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=94001000', lineItems: [{ id: bowl!.id, quantity: 1 }] }],
    });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ fulfillmentStatus: 'PENDING', fulfilmentState: 'PARTIALLY_FULFILLED', fulfilledOn: null });
    expect(part.body.fulfillments).toEqual([
      expect.objectContaining({ carrierName: 'USPS', trackingNumber: '9400 1000', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=94001000', lineItems: [{ id: bowl!.id, quantity: 1 }] }),
    ]);
    const rest = await api('POST', path, writeKey, { shipments: [{ carrierName: 'USPS', trackingNumber: '9400 2000' }] });
    expect(rest.body).toMatchObject({ fulfillmentStatus: 'FULFILLED', fulfilmentState: 'FULFILLED' });
    expect(rest.body.fulfillments[1].lineItems).toEqual([{ id: bowl!.id, quantity: 1 }, { id: candle!.id, quantity: 1 }]);
    expect((await api('POST', path, writeKey, { shipments: [{}] })).body.code).toBe('nothing-to-ship');
    const listed = await api('GET', '/1.0/commerce/orders?fulfillmentStatus=FULFILLED', readKey);
    expect(listed.body.result.map((o: { id: string }) => o.id)).toContain(order.id);
    const shipped = (await outbox('order-shipped')).filter((m) => JSON.parse(m.payload).orderId === order.id);
    expect(shipped).toHaveLength(2);
    expect(JSON.parse(shipped.find((m) => JSON.parse(m.payload).shipment.trackingNumber === '9400 1000')!.payload).shipment.trackingUrl).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=94001000');
  });
});

describe('8: fulfilment in the admin', () => {
  it('ships in part, undoes within a day (not after), cancels with or without stock, refunds in part then whole', async () => {
    const { order } = await placeOrder('test', [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 2 }]);
    const base = `/api/admin/orders/${order.id}`;
    let panel = (await admin.merchant('GET', `${base}/fulfilment`)).body;
    const shipped = await admin.merchant('POST', `${base}/fulfilment`, { json: { carrier: 'DHL', trackingNumber: 'JD01', trackingUrl: 'https://dhl.example/JD01', lines: [{ index: 0, quantity: 1 }], version: panel.version } });
    expect(shipped.status).toBe(200);
    panel = shipped.body;
    expect(panel).toMatchObject({ fulfilment: 'partially_fulfilled', lines: [{ ordered: 2, shipped: 1 }] });
    expect(panel.shipments[0]).toMatchObject({ carrier: 'DHL', trackingNumber: 'JD01', canUndo: true, summary: '1 × Stoneware Bowl' });
    const undone = await admin.merchant('DELETE', `${base}/fulfilment/${panel.shipments[0].id as string}`);
    expect(undone.body).toMatchObject({ fulfilment: 'unfulfilled', lines: [{ shipped: 0 }] });
    expect(undone.body.history.map((e: { kind: string }) => e.kind)).toEqual(['shipment', 'fulfilment', 'shipment-undone', 'fulfilment']);
    // A day later the undo is refused.
    const again = await admin.merchant('POST', `${base}/fulfilment`, { json: { lines: [{ index: 0, quantity: 2 }] } });
    const id = again.body.shipments[1].id as string;
    await db.withStore((store) => store.db.updateTable('order_fulfilments').set({ created_at: Date.now() - DAY - 1000 }).where('id', '=', id).execute());
    const late = await admin.merchant('DELETE', `${base}/fulfilment/${id}`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('A shipment can be undone only within a day of recording it.');
    expect((await admin.merchant('GET', `${base}/fulfilment`)).body.shipments[1].canUndo).toBe(false);

    // Refund in part (one bowl back in stock), then the rest.
    const stock = await stockOf('BWL-1');
    let current = (await admin.merchant('GET', `${base}/fulfilment`)).body;
    const partRefund = await admin.merchant('POST', `${base}/payment`, { json: { action: 'refund', version: current.version, amount: '10.00', restock: [{ index: 0, quantity: 1 }] } });
    expect(partRefund.body).toMatchObject({ payment: 'partially_refunded', refundedCents: 1000 });
    expect(await stockOf('BWL-1')).toBe(stock + 1);
    current = partRefund.body;
    const tooMuch = await admin.merchant('POST', `${base}/payment`, { json: { action: 'refund', version: current.version, amount: '9999.00' } });
    expect(tooMuch.status).toBe(400);
    const left = ((current.grandTotalCents - current.refundedCents) / 100).toFixed(2);
    const whole = await admin.merchant('POST', `${base}/payment`, { json: { action: 'refund', version: current.version, amount: left } });
    expect(whole.body).toMatchObject({ payment: 'refunded' });
    const refundMails = (await outbox('order-refunded')).filter((m) => JSON.parse(m.payload).orderId === order.id);
    expect(refundMails).toHaveLength(2);
    // Refunds call the provider: the test provider gave each its own reference, named in the history, and the shopper is told it goes back to the card.
    expect(refundMails.map((m) => JSON.parse(m.payload).refundVia)).toEqual(['provider', 'provider']);
    const notes = whole.body.history.filter((e: { kind: string }) => e.kind === 'refund').map((e: { note: string }) => e.note);
    expect(notes).toEqual([expect.stringMatching(/^Refunded 1000 cents through the payment provider \(test_refund_[0-9a-f]{16}\), stock returned$/), expect.stringMatching(/through the payment provider \(test_refund_[0-9a-f]{16}\)$/)]);
    expect((await api('GET', `/1.0/commerce/orders/${order.id}`, readKey)).body).toMatchObject({ paymentStatus: 'REFUNDED', refundedTotal: { value: (current.grandTotalCents / 100).toFixed(2) } });
  });

  it('cancels an unshipped order with its stock back or kept out, and refuses a stale version', async () => {
    for (const restock of [true, false]) {
      const stock = await stockOf('BWL-1');
      const { order } = await placeOrder('test', [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 }]);
      const base = `/api/admin/orders/${order.id}`;
      const panel = (await admin.merchant('GET', `${base}/fulfilment`)).body;
      expect((await admin.merchant('POST', `${base}/payment`, { json: { action: 'cancel', version: panel.version + 5, restock, refund: true } })).status).toBe(409);
      const cancelled = await admin.merchant('POST', `${base}/payment`, { json: { action: 'cancel', version: panel.version, restock, refund: true } });
      expect(cancelled.body).toMatchObject({ payment: 'refunded', fulfilment: 'cancelled' });
      expect(await stockOf('BWL-1')).toBe(restock ? stock : stock - 1);
      expect((await outbox('order-cancelled')).some((m) => JSON.parse(m.payload).orderId === order.id && JSON.parse(m.payload).refundCents > 0)).toBe(true);
    }
  });

  it('refunds a bank transfer as paid back by the shop, and says so to the shopper', async () => {
    const { order } = await placeOrder('manual', [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 }]);
    const base = `/api/admin/orders/${order.id}`;
    let panel = (await admin.merchant('GET', `${base}/fulfilment`)).body;
    panel = (await admin.merchant('POST', `${base}/payment`, { json: { action: 'paid', version: panel.version } })).body;
    const cancelled = await admin.merchant('POST', `${base}/payment`, { json: { action: 'cancel', version: panel.version, restock: true, refund: true } });
    expect(cancelled.body).toMatchObject({ payment: 'refunded', fulfilment: 'cancelled' });
    const mail = (await outbox('order-cancelled')).find((m) => JSON.parse(m.payload).orderId === order.id);
    expect(JSON.parse(mail!.payload)).toMatchObject({ refundVia: 'shop' });
    expect(cancelled.body.history.find((e: { kind: string }) => e.kind === 'refund').note).toMatch(/paid back by the shop$/);
  });

  it('exports the orders as CSV with the filters of the list', async () => {
    const all = await admin.merchant('GET', '/api/admin/orders/export.csv');
    expect(all.status).toBe(200);
    const rows = String(all.body).trim().split('\r\n');
    expect(rows[0]).toBe('Order,Date (UTC),Customer email,Status,Payment,Fulfilment,Items,Total,Currency,Test');
    const list = await admin.merchant('GET', '/api/admin/orders?payment=expired');
    const csv = await admin.merchant('GET', '/api/admin/orders/export.csv?payment=expired');
    const lines = String(csv.body).trim().split('\r\n').slice(1);
    expect(lines.length).toBe(list.body.orders.length);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain(',Cancelled,Expired,Cancelled,');
    expect(rows.length - 1).toBeGreaterThan(lines.length);
    expect((await admin.merchant('GET', '/api/admin/orders/export.csv?payment=nonsense')).status).toBe(400);
  });
});

describe('8: the signed order link', () => {
  it('opens the order page in any browser with the token, and nothing without or with a wrong one', async () => {
    const { order } = await placeOrder('test', [{ itemId: 'prod-bowl', sku: 'BWL-1', quantity: 1 }]);
    const message = (await outbox('order-confirmation')).find((m) => JSON.parse(m.payload).orderId === order.id);
    expect(message).toBeDefined();
    const { signedOrderUrl } = await import('../../site/features/orders/order-link.js');
    const link = new URL(signedOrderUrl(server.baseUrl, order.id, { ORDER_LINK_SECRET }));
    const stranger = new Visitor(server.baseUrl);
    await stranger.arrive();
    const opened = await stranger.call('GET', `${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain(`#${String(order.orderNumber)}`);
    expect((await stranger.call('GET', link.pathname)).status).toBe(404);
    expect((await stranger.call('GET', `${link.pathname}?t=${'A'.repeat(43)}`)).status).toBe(404);
    // Production without ORDER_LINK_SECRET signs nothing.
    expect(signedOrderUrl('https://shop.example', order.id, { NODE_ENV: 'production' })).toBe(`https://shop.example/checkout/order-confirmed/${order.id}`);
  });
});
