// 2: gift cards as a buyer, a recipient and a merchant meet them in chromium: a card bought with
// a message and a delivery date; its email waits for that day, then reaches the recipient with
// the code and the message; the recipient spends part of it (the remaining balance shown on the
// checkout and the confirmation), then the rest with the remainder paid by the test provider;
// the merchant finds the card in the admin with its history; with gift cards switched off the
// card cannot be bought. axe finds nothing on the pages and the admin screen.
import { zonedDayStart } from '../../domain/i18n/zoned-day.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mailTo } from '../api/helpers/account-mail.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { addToCart, CANDLE } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const RECIPIENT = 'grace@example.com';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

const dayText = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

let ownerAdded = false;
async function ensureOwner(): Promise<void> {
  if (!ownerAdded) await addUsers(suite, [OWNER]);
  ownerAdded = true;
}

/** A new shopper with one candle ($16.00) at the checkout, typing the card's code and applying it. */
async function applyCard(code: string): Promise<Page> {
  await suite.browser.context.clearCookies();
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/shop`);
  expect(await addToCart(page, CANDLE.id, 1)).toBe(200);
  await page.goto(`${suite.server.baseUrl}/checkout`);
  await page.getByLabel('Gift card code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply gift card' }).click();
  await page.waitForURL(/\/checkout#checkout-gift-card$/);
  return page;
}

/** As `applyCard`, once the card shows as applied. */
async function checkoutWithCard(code: string): Promise<Page> {
  const page = await applyCard(code);
  await page.locator('.checkout-gift-card-applied').waitFor();
  return page;
}

async function placeTestOrder(page: Page): Promise<void> {
  await fillCheckoutDetails(page, RECIPIENT);
  await page.getByRole('button', { name: 'Place test order' }).click();
  await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
}

describe('2: gift cards', () => {
  it('2: a gift card is bought, emailed to the recipient on the chosen date, redeemed in part, remaining balance shown', async () => {
    const buyer = await suite.browser.newPage();
    await buyer.goto(`${suite.server.baseUrl}/checkout/gift-card?itemId=prod-gift-card&sku=GFT-25`);
    expect(await axeViolations(buyer)).toEqual([]);
    await buyer.getByRole('button', { name: 'Buy this gift card' }).click();
    await buyer.waitForURL(/\/checkout\?cartToken=/);
    const sendOn = dayText(Date.now() + 3 * 86_400_000);
    await buyer.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await buyer.getByLabel("Recipient's name").fill('Grace');
    await buyer.getByLabel("Recipient's email").fill(RECIPIENT);
    await buyer.getByLabel('Message for the recipient').fill('Happy birthday, Grace! <3');
    await buyer.getByLabel('Send on').fill(sendOn);
    expect(await axeViolations(buyer)).toEqual([]);
    await buyer.getByRole('button', { name: 'Place test order' }).click();
    await buyer.waitForURL(/\/checkout\/order-confirmed\//);
    await expect(buyer.locator('.order-status-label').textContent()).resolves.toBe('Paid');

    // The email waits for the chosen day.
    const queued = await suite.db.withStore((store) => store.db.selectFrom('notification_outbox').selectAll().where('kind', '=', 'gift-card').execute());
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ recipient: RECIPIENT, sent_at: null });
    // The chosen day starts where the shop is (the demo's website.timeZone, America/New_York), not at midnight UTC.
    expect(Number(queued[0]?.next_attempt_at)).toBe(zonedDayStart(sendOn, 'America/New_York'));
    // The day comes (this one message is made due now), and the mailer sends it.
    await suite.db.withStore((store) => store.db.updateTable('notification_outbox').set({ next_attempt_at: Date.now() - 1000 }).where('kind', '=', 'gift-card').execute());
    const mail = await mailTo(suite.db, suite.server.baseUrl, 'gift-card', RECIPIENT);
    expect(mail.subject).toContain('$25.00 gift card');
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toContain('ada@example.com sent you a $25.00 gift card');
    expect(mail.text).toContain('Happy birthday, Grace! <3');
    const code = /Your gift card code: ([2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3})/.exec(mail.text)?.[1] ?? '';
    expect(code).not.toBe('');

    // First order, $16.00: the card pays all of it, $9.00 stays on it.
    const first = await checkoutWithCard(code);
    await expect(first.locator('.checkout-gift-card-applied').textContent()).resolves.toMatch(/pays \$16\.00 of this order\. Remaining balance on the card after this order: \$9\.00/);
    await expect(first.locator('.checkout-left-to-pay').textContent()).resolves.toBe('$0.00');
    expect(await axeViolations(first)).toEqual([]);
    await placeTestOrder(first);
    await expect(first.locator('.order-gift-card-balance').textContent()).resolves.toContain('$9.00');

    // Second order, $16.00: the card's $9.00 pays part, $7.00 is left for the test provider.
    const second = await checkoutWithCard(code);
    await expect(second.locator('.checkout-gift-card-pays').textContent()).resolves.toBe('-$9.00');
    await expect(second.locator('.checkout-left-to-pay').textContent()).resolves.toBe('$7.00');
    await placeTestOrder(second);
    await expect(second.locator('.order-gift-card-paid').textContent()).resolves.toBe('-$9.00');
    await expect(second.locator('.order-amount-due').textContent()).resolves.toBe('$7.00');
    await expect(second.locator('.order-gift-card-balance').textContent()).resolves.toContain('$0.00');
    expect(await axeViolations(second)).toEqual([]);

    // A third try: the card is spent.
    const third = await applyCard(code);
    await expect(third.locator('#checkout-gift-card-error').textContent()).resolves.toBe('This gift card has no balance left.');
    await expect(third.getByLabel('Gift card code').getAttribute('aria-invalid')).resolves.toBe('true');

    // The merchant finds it by its last four characters, with its history.
    await ensureOwner();
    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, OWNER, '/admin/gift-cards');
    await admin.getByLabel('Code, last four characters or email').fill(code.slice(-4));
    await admin.getByRole('button', { name: 'Look up' }).click();
    await admin.getByRole('link', { name: `•••• ${code.slice(-4)}` }).click();
    await expect(admin.getByTestId('gift-card-balance').textContent()).resolves.toBe('$0.00');
    await expect(admin.locator('table').last().textContent()).resolves.toMatch(/Spent on an order.*Spent on an order.*Issued/s);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByLabel('Change the balance by').fill('5');
    await admin.getByLabel('Why').fill('Goodwill');
    await admin.getByRole('button', { name: 'Adjust balance' }).click();
    await expect.poll(() => admin.getByTestId('gift-card-balance').textContent()).toBe('$5.00');
  }, 180_000);

  it('2: gift cards switched off: buy refused', async () => {
    const shopper = await suite.browser.newPage();
    await shopper.goto(`${suite.server.baseUrl}/checkout/gift-card?itemId=prod-gift-card&sku=GFT-50`);
    await shopper.getByRole('button', { name: 'Buy this gift card' }).waitFor();

    await ensureOwner();
    const tokenCarts = () => suite.db.withStore(async (store) => (await store.db.selectFrom('carts').select('id').where('visitor_id', 'is', null).execute()).length);
    const cartsBefore = await tokenCarts();
    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, OWNER, '/admin/entitlements');
    await admin.getByLabel('Gift cards').uncheck();
    await admin.getByRole('button', { name: 'Save entitlements' }).click();
    await admin.getByText('Saved.').waitFor();

    // The page opened before the switch still has its button: buying is refused all the same.
    const [response] = await Promise.all([shopper.waitForResponse((r) => r.url().endsWith('/checkout/gift-card/buy')), shopper.getByRole('button', { name: 'Buy this gift card' }).click()]);
    expect(response.status()).toBe(403);
    await expect(shopper.locator('body').textContent()).resolves.toContain('Gift cards are not available in this shop.');
    expect(await tokenCarts()).toBe(cartsBefore);
    const page = await shopper.goto(`${suite.server.baseUrl}/checkout/gift-card?itemId=prod-gift-card&sku=GFT-50`);
    expect(page?.status()).toBe(404);

    await admin.goto(`${suite.server.baseUrl}/admin/gift-cards`);
    await hydrated(admin);
    await admin.getByText('Gift cards are not available in this shop.').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
  }, 60_000);
});
