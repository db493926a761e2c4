// The reviews' loader comes with the commerce island; on a product page that sells nothing (the
// gift card while gift cards are off: no buy box, no products for the island) the page mounts the
// island for the reviews alone, and their section still loads when scrolled near.
import { describe, expect, it } from 'vitest';
import { signIn } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };

const suite = useBrowserSuite();

async function switchTo(changes: Record<string, boolean>): Promise<void> {
  const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
  const current = await account.merchant('GET', '/api/admin/entitlements');
  const saved = await account.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, ...changes }, expectedVersion: current.body.version } });
  expect(saved.status).toBe(200);
}

describe('reviews on a product page that sells nothing', () => {
  it('loads the reviews section with no buy box on the page', async () => {
    await addUsers(suite, [OWNER]);
    await switchTo({ nativeReviews: true, giftCards: false });
    const page = await suite.browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto(`${suite.server.baseUrl}/shop/p/gift-card`);
    await expect(page.locator('.sqs-add-to-cart-button').count()).resolves.toBe(0);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByText('No reviews yet.').waitFor();
    expect(warnings).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 60_000);
});
