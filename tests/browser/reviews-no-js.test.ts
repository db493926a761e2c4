// Writing a review with JavaScript off: a shopper buys a candle through the no-script forms, and
// on the order confirmation the review form is a plain form post. Sent empty it comes back naming
// each missing field and keeping what was typed; sent complete it says the review waits for
// approval (axe finds nothing on the form); a second review of the same product from an older tab is refused with the reason,
// and the merchant finds exactly one review waiting.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, type TestUser } from './helpers/admin.js';
import { launchBrowser } from './helpers/browser.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { CANDLE } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });

async function reviewsOn(): Promise<Awaited<ReturnType<typeof signIn>>['account']> {
  await addUsers(suite, [OWNER]);
  const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
  const current = await account.merchant('GET', '/api/admin/entitlements');
  const saved = await account.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, nativeReviews: true }, expectedVersion: current.body.version } });
  expect(saved.status).toBe(200);
  return account;
}

const reviewForm = (page: Page) => page.getByRole('form', { name: `Review of ${CANDLE.title}` });

describe('a review without JavaScript', () => {
  it('is a form post whose errors, success and refusal the confirmation page shows', async () => {
    const merchant = await reviewsOn();
    const browser = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await browser.newPage();
      await page.goto(`${suite.server.baseUrl}/shop/p/beeswax-candle`);
      await page.locator('form.product-add-form button.product-add-submit').click();
      await page.waitForURL(/\/cart$/);
      await page.getByRole('link', { name: 'Checkout' }).click();
      await fillCheckoutDetails(page);
      await page.getByRole('button', { name: 'Place test order' }).click();
      await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
      const confirmation = page.url();
      const olderTab = await browser.newPage();
      await olderTab.goto(confirmation);

      const form = reviewForm(page);
      await form.getByLabel('Title').fill('Smells of summer');
      await form.getByRole('button', { name: 'Send review' }).click();
      await page.waitForURL((url) => url.hash.startsWith('#review-'));
      await form.getByText('Please choose a rating from 1 to 5 stars.').waitFor();
      await expect(form.getByText('Please enter your review.').count()).resolves.toBe(1);
      await expect(form.getByText('Please enter your name.').count()).resolves.toBe(1);
      await expect(form.getByLabel('Title').inputValue()).resolves.toBe('Smells of summer');
      await expect(form.getByLabel('Your review').getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(form.getByLabel('Title').getAttribute('aria-invalid')).resolves.toBeNull();
      // The confirmation's plain form as axe sees it (axe needs scripts: the page's own stay blocked).
      await suite.browser.context.addCookies(await browser.context.cookies());
      const audited = await suite.browser.newPage();
      await audited.route('**/_astro/**', (route) => route.abort());
      await audited.goto(confirmation);
      await reviewForm(audited).waitFor();
      expect(await axeViolations(audited)).toEqual([]);
      await audited.close();

      await form.getByLabel('4 stars').check();
      await form.getByLabel('Your review').fill('Burns slowly and evenly.');
      await form.getByLabel('Your name').fill('Ada');
      await form.getByRole('button', { name: 'Send review' }).click();
      await page.getByRole('status').filter({ hasText: 'Thank you! Your review will appear once the shop has approved it.' }).waitFor();
      await expect(reviewForm(page).count()).resolves.toBe(0);
      await page.reload();
      await page.getByText('Thank you for your review.').waitFor();

      const stale = reviewForm(olderTab);
      await stale.getByLabel('5 stars').check();
      await stale.getByLabel('Title').fill('Again');
      await stale.getByLabel('Your review').fill('A second review of the same candle.');
      await stale.getByLabel('Your name').fill('Ada');
      await stale.getByRole('button', { name: 'Send review' }).click();
      await olderTab.getByRole('alert').filter({ hasText: 'You have already reviewed this product for this order.' }).waitFor();

      const listed = await merchant.merchant('GET', '/api/admin/reviews?status=pending');
      expect(listed.status).toBe(200);
      expect(listed.body.reviews).toHaveLength(1);
      expect(listed.body.reviews[0]).toMatchObject({ productId: CANDLE.id, rating: 4, title: 'Smells of summer', body: 'Burns slowly and evenly.', authorName: 'Ada', status: 'pending' });
    } finally {
      await browser.close();
    }
  }, 90_000);
});
