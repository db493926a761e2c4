// The JavaScript budgets (issue 5): a product page ships at most 85 KB gzip'd, React and the
// tracking script included; a page without islands ships nothing but the tracking script. The
// product page stays within its budget with native reviews shown too, their lazily loaded
// section counted once it has scrolled into view.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../api/helpers/account.js';
import { addUsers, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
// @ts-expect-error plain JavaScript module shared with `npm run size`
import { BUDGETS, measureBudgets } from '../../scripts/size-budgets.mjs';
// @ts-expect-error plain JavaScript module shared with `npm run size`
import { pageJavaScript } from '../../scripts/page-js.mjs';

interface Budget {
  label: string;
  path: string;
  maxGzip: number;
}

interface PageJs {
  files: { name: string }[];
  gzip: number;
}

interface Measured {
  budget: Budget;
  counted: number;
  js: PageJs;
}

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const PRODUCT = (BUDGETS as Budget[]).find((b) => b.label === 'product page');

const suite = useBrowserSuite();

async function turnOnNativeReviews(): Promise<void> {
  await addUsers(suite, [OWNER]);
  const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
  const current = await account.merchant('GET', '/api/admin/entitlements');
  const saved = await account.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, nativeReviews: true }, expectedVersion: current.body.version } });
  expect(saved.status).toBe(200);
}

describe('JavaScript shipped to a visitor', () => {
  it('stays within each page budget', async () => {
    const results = (await measureBudgets(suite.browser.context, suite.server.baseUrl)) as Measured[];
    for (const r of results) expect([r.budget.label, r.counted <= r.budget.maxGzip, r.counted]).toEqual([r.budget.label, true, r.counted]);
    const blog = results.find((r) => r.budget.maxGzip === 0);
    expect(blog?.js.files.some((f) => f.name.includes('client.'))).toBe(false); // no React runtime
    const product = results.find((r) => r.budget.label === 'product page');
    expect(product?.js.files.some((f) => f.name.includes('ReviewsSection'))).toBe(false); // reviews are off here
  }, 60_000);

  it('keeps the product page within its budget with native reviews on and their section loaded', async () => {
    if (!PRODUCT) throw new Error('size-budgets.mjs has no product page budget');
    await turnOnNativeReviews();
    const showReviews = async (page: Page): Promise<void> => {
      await page.locator('#reviews').scrollIntoViewIfNeeded();
      await page.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet.').waitFor();
    };
    const js = (await pageJavaScript(suite.browser.context, suite.server.baseUrl, PRODUCT.path, showReviews)) as PageJs;
    // The reviews' section is among what was counted; their loader came with the commerce island.
    expect(js.files.some((f) => f.name.includes('ProductReviews'))).toBe(false);
    expect(js.files.some((f) => f.name.includes('ReviewsSection'))).toBe(true);
    expect([js.gzip <= PRODUCT.maxGzip, js.gzip]).toEqual([true, js.gzip]);
  }, 60_000);
});
