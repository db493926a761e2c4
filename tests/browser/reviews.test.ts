// Product reviews as people meet them in chromium: with reviews off the product page has no
// section; the merchant turns them on, a shopper buys a candle through checkout and reviews it
// from the order confirmation (the form names what is missing first); the merchant approves it in
// the admin while a viewer only reads; the product page's section loads when scrolled near and
// shows it (with its error state and retry); axe finds nothing on the form, the section and the screen.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { addToCart, CANDLE } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };
const CANDLE_PAGE = '/shop/p/beeswax-candle';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function switchReviews(on: boolean): Promise<void> {
  const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
  const current = await account.merchant('GET', '/api/admin/entitlements');
  const saved = await account.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, nativeReviews: on }, expectedVersion: current.body.version } });
  expect(saved.status).toBe(200);
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
}

describe('product reviews', () => {
  it('shows no reviews section while reviews are off', async () => {
    await addUsers(suite, [OWNER, VIEWER]);
    const page = await suite.browser.newPage();
    await page.goto(suite.server.baseUrl + CANDLE_PAGE);
    await page.getByRole('heading', { level: 1, name: CANDLE.title }).waitFor();
    await expect(page.getByRole('heading', { name: 'Reviews' }).count()).resolves.toBe(0);
  });

  it('a buyer reviews from the confirmation page, the merchant approves, the product page shows it', async () => {
    await switchReviews(true);
    const shopper = await suite.browser.newPage();
    await shopper.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(shopper, CANDLE.id, 1)).toBe(200);
    await shopper.goto(`${suite.server.baseUrl}/checkout`);
    await fillCheckoutDetails(shopper, 'ada@example.com');
    await shopper.getByRole('button', { name: 'Place test order' }).click();
    await shopper.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    await shopper.getByRole('heading', { name: 'Review your purchase' }).waitFor();
    const form = shopper.getByRole('form', { name: `Review of ${CANDLE.title}` });
    await form.waitFor();
    await form.getByRole('button', { name: 'Send review' }).click();
    await form.getByText('Please choose a rating from 1 to 5 stars.').waitFor();
    await expect(form.getByText('Please enter a title.').count()).resolves.toBe(1);
    expect(await axeViolations(shopper)).toEqual([]);
    await form.getByLabel('4 stars').check();
    await form.getByLabel('Title').fill('Smells of summer');
    await form.getByLabel('Your review').fill('Burns slowly and evenly.');
    await form.getByLabel('Your name').fill('Ada');
    await form.getByRole('button', { name: 'Send review' }).click();
    await shopper.getByRole('status').filter({ hasText: 'Thank you! Your review will appear once the shop has approved it.' }).waitFor();
    await shopper.reload();
    await shopper.getByText('Thank you for your review.').waitFor();
    await expect(shopper.getByRole('form', { name: `Review of ${CANDLE.title}` }).count()).resolves.toBe(0);

    // Waiting for approval: the product page has none yet.
    const product = await suite.browser.newPage();
    await product.goto(suite.server.baseUrl + CANDLE_PAGE);
    await hydrated(product);
    await product.locator('#reviews').scrollIntoViewIfNeeded();
    await product.getByText('No reviews yet.').waitFor();

    const viewer = await suite.browser.newPage();
    await signInAs(viewer, suite.server.baseUrl, VIEWER, '/admin/reviews');
    await viewer.getByRole('rowheader', { name: /Smells of summer/ }).waitFor();
    await viewer.getByText('your role cannot approve or hide them').waitFor();
    await expect(viewer.getByRole('button', { name: /Approve/ }).count()).resolves.toBe(0);
    expect(await axeViolations(viewer)).toEqual([]);

    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, OWNER, '/admin/reviews');
    const item = admin.getByRole('row').filter({ hasText: 'Smells of summer' });
    await item.waitFor();
    await expect(item.getByText('Waiting for approval').count()).resolves.toBe(1);
    expect(await axeViolations(admin)).toEqual([]);
    await item.getByRole('button', { name: 'Approve “Smells of summer”' }).click();
    await admin.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await item.getByText('Approved').waitFor();
    await admin.getByLabel('Status').selectOption('hidden');
    await admin.getByText('No reviews with this status.').waitFor();

    await product.reload();
    await hydrated(product);
    await product.locator('#reviews').scrollIntoViewIfNeeded();
    const section = product.getByRole('region', { name: 'Reviews' });
    await section.getByRole('heading', { name: 'Smells of summer' }).waitFor();
    await expect(section.locator('.product-reviews-summary').innerText()).resolves.toMatch(/4\.0 out of 5 · 1 review/);
    await expect(section.getByText('Rated 4 out of 5').count()).resolves.toBe(1);
    await expect(section.getByText('Burns slowly and evenly.').count()).resolves.toBe(1);
    expect(await axeViolations(product)).toEqual([]);
  });

  it('loads the reviews only when the section scrolls near, with an error state and a retry', async () => {
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 390, height: 240 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/reviews/')) asked.push(request.url());
    });
    await page.route('**/api/reviews/**', (route) => route.abort());
    await page.goto(suite.server.baseUrl + CANDLE_PAGE);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The island starts loading 400 px before the section reaches the viewport.
    expect(await page.locator('#reviews').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(240 + 400);
    expect(asked).toEqual([]);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    const section = page.getByRole('region', { name: 'Reviews' });
    await section.getByRole('alert').getByText('Unable to load reviews.').waitFor();
    await page.unroute('**/api/reviews/**');
    await section.getByRole('button', { name: 'Try again' }).click();
    await section.getByRole('heading', { name: 'Smells of summer' }).waitFor();
    expect(asked.length).toBe(2);
  });

  it('hides the section again when the merchant turns reviews off', async () => {
    await switchReviews(false);
    const page = await suite.browser.newPage();
    await page.goto(suite.server.baseUrl + CANDLE_PAGE);
    await page.getByRole('heading', { level: 1, name: CANDLE.title }).waitFor();
    await expect(page.locator('#reviews').count()).resolves.toBe(0);
  });
});
