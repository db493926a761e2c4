// Issue 25, problems 1 and 8, as a shopper and a merchant live them in chromium, the mail folder
// read for what each message says: a bank transfer with its deadline, its reminder and its expiry
// (time moved by running the order schedule at a later moment, no waiting); a shipment with
// tracking and its email; the order page opened from that email in a fresh browser; undoing a
// shipment; the orders CSV with the list's filters. axe finds nothing on the pages changed.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runOrderSchedule } from '../../site/features/orders/order-schedule.js';
import { mailTo } from '../api/helpers/account-mail.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { launchBrowser } from './helpers/browser.js';
import { addToCart, CANDLE } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };
const MERCHANT = 'studio@fernandfinch.example';
const DAY = 24 * 60 * 60 * 1000;

const suite = useBrowserSuite({
  env: { RATE_LIMIT_WRITES: '1000', ORDER_RELEASE_INTERVAL_MS: '0', MAIL_INTERVAL_MS: '200', ORDER_LINK_SECRET: 'browser-test-order-link-secret-0123456789' },
  timeouts: { action: 10_000, navigation: 30_000 },
});

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function checkout(email: string, button: 'Place order and pay later' | 'Place test order'): Promise<{ page: Page; number: string; id: string }> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/shop`);
  expect(await addToCart(page, CANDLE.id, 2)).toBe(200);
  await page.goto(`${suite.server.baseUrl}/checkout`);
  await fillCheckoutDetails(page, email);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
  const number = (await page.locator('.order-number').textContent()) ?? '';
  return { page, number, id: new URL(page.url()).pathname.split('/').pop() ?? '' };
}

const schedule = (now: number) => suite.db.withStore((store) => runOrderSchedule(store, now, { merchantEmail: MERCHANT }));
const dueAt = (id: string) => suite.db.withStore(async (store) => Number((await store.db.selectFrom('orders').select('payment_due_at').where('id', '=', id).executeTakeFirstOrThrow()).payment_due_at));

describe('issue 25: payment and fulfilment', () => {
  it('1: bank transfer shows its deadline, gets a reminder and an expiry email, and the order page says Cancelled: payment was not received by …', async () => {
    const email = 'transfer@example.com';
    const { page, number, id } = await checkout(email, 'Place order and pay later');
    const deadline = (await page.locator('.order-payment-deadline strong').textContent()) ?? '';
    expect(deadline).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T$/);
    await expect(page.locator('.order-payment-deadline').textContent()).resolves.toContain('After that the order is cancelled');
    await expect(page.locator('.order-payment-status').textContent()).resolves.toBe('Payment pending');
    expect(await axeViolations(page)).toEqual([]);

    const confirmation = await mailTo(suite.db, suite.server.baseUrl, 'order-confirmation', email);
    expect(confirmation.subject).toBe(`Order ${number} received`);
    expect(confirmation.text).toContain(`Please pay by ${deadline}, using ${number} as the payment reference`);

    const due = await dueAt(id);
    expect((await schedule(due - DAY + 1)).reminded).toBe(1);
    const reminder = await mailTo(suite.db, suite.server.baseUrl, 'order-payment-reminder', email);
    expect(reminder.subject).toBe(`Reminder: order ${number} awaits your payment`);
    expect(reminder.text).toContain(`Please pay by ${deadline}, using ${number} as the payment reference.`);
    expect(reminder.text).toContain('2 × Beeswax Candle');

    expect((await schedule(due + 1)).expired).toBe(1);
    const expired = await mailTo(suite.db, suite.server.baseUrl, 'order-payment-expired', email);
    expect(expired.subject).toBe(`Order ${number} cancelled: payment not received`);
    expect(expired.text).toContain(`payment was not received by ${deadline}`);
    const shop = await mailTo(suite.db, suite.server.baseUrl, 'order-payment-expired-merchant', MERCHANT);
    expect(shop.subject).toBe(`Order ${number} cancelled: payment not received`);
    expect(shop.text).toContain(`because its payment was not received by ${deadline}.`);
    expect(shop.text).toContain('Its items are back in stock.');
    expect(shop.link.pathname).toBe('/admin/orders');

    await page.reload();
    await expect(page.locator('.order-expired-notice').textContent()).resolves.toBe(`Cancelled: payment was not received by ${deadline}`);
    await expect(page.locator('.order-confirmed-thanks').textContent()).resolves.toBe(`Your order ${number} was cancelled.`);
    expect(await page.locator('.order-confirmed-thanks').textContent()).not.toContain('confirmed');
    expect(await axeViolations(page)).toEqual([]);
  });

  // The three "8:" tests below follow one order: shipped, opened from its email, then the shipment undone.
  let shopper: { number: string; id: string };
  let orderLink = '';

  it('8: a fulfilment with tracking sends the shipping email with the tracking link', async () => {
    await addUsers(suite, [STOCKIST]);
    const email = 'parcel@example.com';
    shopper = await checkout(email, 'Place test order');
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, `/admin/orders/${shopper.id}`);
    const panel = page.getByRole('region', { name: 'Payment and fulfilment' });
    const shipForm = page.getByRole('form', { name: 'Ship items' });
    await panel.getByRole('heading', { name: 'Ship items' }).waitFor();
    await expect(panel.getByTestId('order-payment-status').innerText()).resolves.toBe('Paid');
    await expect(panel.getByTestId('order-fulfilment-status').innerText()).resolves.toBe('Unfulfilled');
    expect(await axeViolations(page)).toEqual([]);

    // One of the two candles goes out with its tracking.
    await shipForm.getByLabel(/Beeswax Candle.*\(2 of 2\)$/).fill('1');
    await shipForm.getByLabel('Carrier').fill('USPS');
    await shipForm.getByLabel('Tracking number').fill('9400111899223344556677');
    await shipForm.getByLabel('Tracking link').fill('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677');
    await shipForm.getByRole('button', { name: 'Record shipment' }).click();
    await expect.poll(() => panel.getByTestId('order-fulfilment-status').innerText().catch(() => '')).toBe('Partially fulfilled');
    const shipments = panel.getByRole('table', { name: 'Shipments' });
    await expect(shipments.getByRole('row').nth(1).innerText()).resolves.toContain('1 × Beeswax Candle');
    await expect(panel.getByRole('table', { name: 'Order history' }).innerText()).resolves.toContain('Fulfilment: Unfulfilled → Partially fulfilled');
    expect(await axeViolations(page)).toEqual([]);

    const shipped = await mailTo(suite.db, suite.server.baseUrl, 'order-shipped', email);
    expect(shipped.subject).toBe(`Order ${shopper.number} has shipped`);
    expect(shipped.text).toContain('Part of your order');
    expect(shipped.text).toContain('Tracking: USPS 9400111899223344556677');
    expect(shipped.link.href).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677');
    orderLink = /See your order: (\S+)/.exec(shipped.text)?.[1] ?? '';
    expect(orderLink).toMatch(new RegExp(`/checkout/order-confirmed/${shopper.id}\\?t=[A-Za-z0-9_-]{43}$`));
  });

  it('8: the order page opened from the email in a fresh browser context', async () => {
    expect(orderLink).not.toBe('');
    const fresh = await launchBrowser();
    try {
      const other = await fresh.newPage();
      await other.goto(orderLink);
      await expect(other.locator('.order-number').textContent()).resolves.toBe(shopper.number);
      await expect(other.locator('.order-fulfilment-status').textContent()).resolves.toBe('Partially fulfilled');
      await expect(other.locator('.order-tracking-link').getAttribute('href')).resolves.toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677');
      expect(await axeViolations(other)).toEqual([]);
      const bare = await other.goto(orderLink.split('?')[0] ?? '');
      expect(bare?.status()).toBe(404);
    } finally {
      await fresh.close();
    }
  });

  it('8: undo fulfilment within a day', async () => {
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, `/admin/orders/${shopper.id}`);
    const panel = page.getByRole('region', { name: 'Payment and fulfilment' });
    const shipments = panel.getByRole('table', { name: 'Shipments' });
    await expect.poll(() => panel.getByTestId('order-fulfilment-status').innerText().catch(() => '')).toBe('Partially fulfilled');
    await shipments.getByRole('button', { name: 'Undo shipment' }).click();
    await expect.poll(() => panel.getByTestId('order-fulfilment-status').innerText().catch(() => '')).toBe('Unfulfilled');
    await expect(panel.getByRole('table', { name: 'Shipments' }).innerText()).resolves.toContain('Undone');
    await expect(panel.getByRole('table', { name: 'Order history' }).innerText()).resolves.toContain('Shipment undone');
  });

  it('1: the merchant marks a bank transfer paid on the order screen; the shopper is told and their page says Paid', async () => {
    const email = 'paid-later@example.com';
    const shopper = await checkout(email, 'Place order and pay later');
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, `/admin/orders/${shopper.id}`);
    const panel = page.getByRole('region', { name: 'Payment and fulfilment' });
    await expect.poll(() => panel.getByTestId('order-payment-status').innerText().catch(() => '')).toBe('Payment pending');
    await expect(panel.innerText()).resolves.toContain('Payment due by');
    await panel.getByRole('button', { name: 'Mark as paid' }).click();
    await expect.poll(() => panel.getByTestId('order-payment-status').innerText().catch(() => '')).toBe('Paid');
    await expect(panel.getByRole('table', { name: 'Order history' }).innerText()).resolves.toContain(`Payment: Payment pending → Paid`);
    await expect(panel.getByRole('table', { name: 'Order history' }).innerText()).resolves.toContain(STOCKIST.email);
    expect(await axeViolations(page)).toEqual([]);
    const paid = await mailTo(suite.db, suite.server.baseUrl, 'order-paid', email);
    expect(paid.subject).toBe(`Payment received for order ${shopper.number}`);
    expect(paid.text).toContain('$32.00');
    await shopper.page.reload();
    await expect(shopper.page.locator('.order-payment-status').textContent()).resolves.toBe('Paid');
    await expect(shopper.page.locator('.order-payment-deadline').count()).resolves.toBe(0);
  });

  it('8: orders CSV export', async () => {
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, '/admin/orders');
    await page.getByRole('button', { name: 'Export these orders (CSV)' }).waitFor();
    await page.getByLabel('Payment', { exact: true }).selectOption('expired');
    await page.getByRole('button', { name: 'Find orders' }).click();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export these orders (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const rows = readFileSync(path, 'utf8').trim().split('\r\n');
    expect(rows[0]).toBe('Order,Date (UTC),Customer email,Status,Payment,Fulfilment,Items,Total,Currency,Test');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(',transfer@example.com,Cancelled,Expired,Cancelled,2,');
  });
});
