// Issue 24 (express checkout is a single purchase; subscriptions go to their own page) and issue 25
// problem 8 (subscriptions never say "every month" after the product page and cannot be
// cancelled), as a shopper and the shop would meet them in chromium: "Buy now" on the workshop
// checks out that one item and the cart keeps the bowl it held; the coffee subscription's button
// goes to the subscription page, which with the checkout, the confirmation, the email, the order
// page opened from the email in a fresh browser and the admin order all say "every month"; the
// shopper cancels from that page, the shop cancels another from the order screen. axe finds nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mailTo } from '../api/helpers/account-mail.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { addToCart, serverCart } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const MANAGER: TestUser = { email: 'manager@shop.test', password: 'manager password 1', roles: ['STORE_MANAGER'] };
const POLL = { timeout: 15_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', ORDER_LINK_SECRET: 'order-link-secret-for-tests-0123456789abcdef' }, timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

const linesOf = async (page: Page) =>
  (await serverCart(page)).entries.map((e) => `${e.title} × ${String(e.quantity)}`);

/** Subscribes to the coffee from inside the page (the subscription call, then the order with its cart token), as a second purchase. */
async function subscribeInPage(page: Page, email: string): Promise<string> {
  return page.evaluate(async (email) => {
    const crumb = decodeURIComponent(/(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const headers = { 'content-type': 'application/json', 'X-CSRF-Token': crumb };
    const token = (await (await fetch('/api/3/commerce/cart/subscription', { method: 'POST', headers, body: JSON.stringify({ itemId: 'prod-coffee', sku: 'COF-1', qty: 1 }) })).json()) as { cartToken: string };
    const shippingAddress = { name: 'Ada Shopper', line1: '12 Fern Lane', city: 'Portland', region: 'OR', postalCode: '97201', country: 'US' };
    const order = await fetch('/api/commerce/orders', { method: 'POST', headers, body: JSON.stringify({ email, shippingAddress, paymentProvider: 'test', cartToken: token.cartToken }) });
    return ((await order.json()) as { id: string }).id;
  }, email);
}

describe('express checkout and subscriptions', () => {
  it('Buy now checks out one item and leaves the cart as it was', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(page, 'prod-bowl', 1, { sku: 'BWL-1' })).toBe(200);
    const before = await linesOf(page);
    expect(before).toEqual([expect.stringMatching(/Bowl × 1$/)]);

    await page.goto(`${suite.server.baseUrl}/shop/p/pottery-workshop`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Buy now' }).first().click();
    await page.waitForURL(/\/checkout\?cartToken=[0-9a-f]{24}$/);
    const titles = await page.locator('.checkout-line-title').allTextContents();
    expect(titles).toHaveLength(1);
    expect(titles[0]).toContain('Pottery Workshop');
    expect(await page.locator('a.cart-pill').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email', { exact: true }).fill('workshop@example.com');
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}\?cartToken=/);
    await expect(page.locator('.order-line-name').allTextContents()).resolves.toEqual([expect.stringContaining('Pottery Workshop')]);

    // The visitor's own cart holds what it held, untouched by the single purchase.
    expect(await linesOf(page)).toEqual(before);
    await page.goto(`${suite.server.baseUrl}/cart`);
    await hydrated(page);
    await page.waitForSelector('#sqs-cart-root[data-island="ready"] .cart-entry');
    await expect(page.locator('.cart-entry-title').allTextContents()).resolves.toEqual([expect.stringMatching(/Bowl/)]);
  }, 120_000);

  it('a subscription says every month on every page after the product page and can be cancelled', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop/p/coffee-subscription`);
    await hydrated(page);
    await page.locator('.sqs-add-to-cart-button').first().click();
    await page.waitForURL(/\/checkout\/subscription\?cartToken=[0-9a-f]{24}$/);
    await expect(page.locator('.subscription-billing-text').textContent()).resolves.toBe('every month');
    await expect(page.locator('.checkout-line-billing').textContent()).resolves.toBe('every month');
    expect(await page.locator('.subscription-page[data-page-type="206"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await fillCheckoutDetails(page, 'coffee@example.com');
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}\?cartToken=/);
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.locator('.order-line-billing').textContent()).resolves.toBe('Subscription: every month');
    await expect(page.locator('.order-subscription-billing').textContent()).resolves.toBe('every month');
    await expect(page.locator('.order-subscription-status').textContent()).resolves.toBe('Active');
    expect(await axeViolations(page)).toEqual([]);

    const mail = await mailTo(suite.db, suite.server.baseUrl, 'order-confirmation', 'coffee@example.com');
    expect(mail.text).toContain('Subscription: every month');
    expect(mail.text).toContain('You can cancel your subscription at any time from your order page.');

    // The email's link in a fresh browser (no cookies): the order page, with its cancel button.
    await page.close();
    await suite.browser.context.clearCookies();
    const fresh = await suite.browser.newPage();
    await fresh.goto(mail.link.href);
    await expect(fresh.locator('.order-subscription-billing').textContent()).resolves.toBe('every month');
    await fresh.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(() => fresh.locator('.order-subscription-status').textContent(), POLL).toBe('Cancelled');
    await expect(fresh.locator('.order-subscription-cancelled').textContent()).resolves.toMatch(/^Cancelled on .+ by you\.$/);
    expect(await fresh.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    expect(await axeViolations(fresh)).toEqual([]);
    const cancelMail = await mailTo(suite.db, suite.server.baseUrl, 'subscription-cancelled', 'coffee@example.com');
    expect(cancelMail.subject).toBe('Subscription cancelled: Monthly Coffee Subscription');
    expect(cancelMail.text).toContain('(every month)');

    // The shop sees both, and cancels a second subscription from the order screen.
    const secondId = await subscribeInPage(fresh, 'second@example.com');
    await addUsers(suite, [MANAGER]);
    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, MANAGER, `/admin/orders/${orderId}`);
    await expect(admin.locator('.admin-order-billing').first().textContent()).resolves.toBe('Subscription: every month');
    await expect(admin.getByTestId('subscription-status').textContent()).resolves.toBe('Cancelled');
    expect(await axeViolations(admin)).toEqual([]);
    await admin.goto(`${suite.server.baseUrl}/admin/orders/${secondId}`);
    await expect(admin.getByTestId('subscription-status').textContent()).resolves.toBe('Active');
    await admin.getByRole('button', { name: 'Cancel subscription' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(() => admin.getByTestId('subscription-status').textContent(), POLL).toBe('Cancelled');
    expect(await axeViolations(admin)).toEqual([]);
    const shopCancel = await mailTo(suite.db, suite.server.baseUrl, 'subscription-cancelled', 'second@example.com');
    expect(shopCancel.text).toContain('is cancelled by the shop');
  }, 180_000);
});
