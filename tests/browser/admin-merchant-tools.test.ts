// The bulk manager and related products as a merchant uses them in chromium: the inventory says
// the bulk manager is off until it is switched on; then rows are chosen, a change previewed and
// applied, and the table shows the new prices; a viewer gets no selection. A product's related
// picks are chosen in its editor and shown under "You may also like" on its page only while the
// entitlement is on. axe-core on each screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, type Account } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import type { EntitlementKey } from '../../domain/admin/entitlements.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };

describe('the bulk manager and related products', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });
  let owner: Account | undefined;
  const prepare = async (): Promise<Account> => {
    if (owner) return owner;
    await addUsers(suite, [OWNER, VIEWER]);
    ({ account: owner } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password));
    return owner;
  };
  const switchTo = async (changes: Partial<Record<EntitlementKey, boolean>>) => {
    const account = await prepare();
    const current = await account.merchant('GET', '/api/admin/entitlements');
    const res = await account.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, ...changes }, expectedVersion: current.body.version } });
    expect(res.status).toBe(200);
  };
  const priceOf = (page: Page, title: string) => page.locator('.store-inventory > tbody > tr.store-row', { has: page.getByRole('rowheader', { name: title, exact: true }) }).locator('td').last();

  it('explains the bulk manager is off, then previews and applies a price to the chosen products', async () => {
    await prepare();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/inventory');
    await page.getByText('The bulk manager is off for this shop').waitFor();
    await page.getByText('9 products, page 1 of 1').waitFor();
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await switchTo({ bulkManager: true });
    await page.reload();
    await page.getByRole('checkbox', { name: 'Select all products on this page' }).waitFor();
    await expect(page.getByText('The bulk manager is off for this shop').count()).resolves.toBe(0);
    await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
    await page.getByRole('heading', { name: 'Change 9 products at once' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all products on this page' }).uncheck();
    await expect(page.getByRole('heading', { name: /at once/ }).count()).resolves.toBe(0);

    await page.getByRole('checkbox', { name: 'Select Linen Apron' }).check();
    await page.getByRole('checkbox', { name: 'Select Beeswax Candle' }).check();
    await page.getByRole('heading', { name: 'Change 2 products at once' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Preview changes' }).click();
    await page.getByText('must be a number such as 12.50').waitFor();

    await page.getByLabel('New price (USD)').fill('25');
    await page.getByRole('button', { name: 'Preview changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply this change to 2 products?' });
    await dialog.waitFor();
    await expect(dialog.getByRole('row').filter({ hasText: 'Beeswax Candle' }).innerText()).resolves.toMatch(/Price \$16\.00 → \$25\.00/);
    await expect(dialog.getByRole('row').filter({ hasText: 'Linen Apron' }).count()).resolves.toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing is stored before the merchant confirms.
    await expect(priceOf(page, 'Beeswax Candle').innerText()).resolves.toBe('$16.00');
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await page.getByText('Changed 2 products.').waitFor();
    await expect(priceOf(page, 'Beeswax Candle').innerText()).resolves.toBe('$25.00');
    await expect(priceOf(page, 'Linen Apron').innerText()).resolves.toBe('$25.00');
    await expect(priceOf(page, 'Stoneware Bowl').innerText()).resolves.not.toBe('$25.00');

    const shop = await suite.browser.newPage();
    await shop.goto(`${suite.server.baseUrl}/shop/p/beeswax-candle`);
    await expect(shop.locator('.product-detail').innerText()).resolves.toContain('$25.00');
    await shop.close();

    // A sale made meanwhile: the chosen product's stock basis is stale, nothing changes.
    await page.getByRole('checkbox', { name: 'Select Stoneware Bowl' }).check();
    await (await prepare()).merchant('PUT', '/api/admin/store/variants/var-bowl/stock', { json: { qtyInStock: 3, unlimited: false, expected: { qtyInStock: 4, unlimited: false } } });
    await page.getByLabel('Change', { exact: true }).selectOption({ label: 'Make the stock unlimited' });
    await page.getByRole('button', { name: 'Preview changes' }).click();
    await page.getByRole('dialog', { name: 'Apply this change to 1 product?' }).getByRole('button', { name: 'Apply changes' }).click();
    await page.getByText(/Stoneware Bowl was changed or sold since you chose it; nothing was changed/).waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.locator('.store-inventory > tbody > tr.store-row', { hasText: 'Stoneware Bowl' }).locator('td').nth(2).innerText(), { timeout: 10_000 }).toBe('3');
    await page.close();
  }, 120_000);

  it('gives a viewer no selection', async () => {
    await switchTo({ bulkManager: true });
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, VIEWER, '/admin/inventory');
    await page.getByText('9 products, page 1 of 1').waitFor();
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
    await expect(page.getByText('The bulk manager is off for this shop').count()).resolves.toBe(0);
    await page.close();
  });

  it('shows the picks of the product editor under “You may also like” while related products are on', async () => {
    await switchTo({ relatedProducts: false });
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/products/prod-workshop');
    await page.getByRole('group', { name: 'Related products' }).waitFor();
    await page.getByLabel('Add a related product').selectOption({ label: 'Linen Apron' });
    await page.getByLabel('Add a related product').selectOption({ label: 'Beeswax Candle' });
    const picked = page.getByRole('list', { name: 'Picked related products' });
    await expect(picked.getByRole('listitem').allInnerTexts()).resolves.toEqual([expect.stringContaining('Linen Apron'), expect.stringContaining('Beeswax Candle')]);
    await picked.getByRole('button', { name: 'Move up Beeswax Candle' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Saved.').waitFor();

    const shop = await suite.browser.newPage();
    await shop.goto(`${suite.server.baseUrl}/shop/p/pottery-workshop`);
    await shop.locator('.product-detail').waitFor();
    await expect(shop.getByRole('heading', { name: 'You may also like' }).count()).resolves.toBe(0);

    await switchTo({ relatedProducts: true });
    await shop.reload();
    const section = shop.getByRole('region', { name: 'You may also like' });
    await section.waitFor();
    await expect(section.getByRole('heading', { level: 3 }).allInnerTexts()).resolves.toEqual(['Beeswax Candle', 'Linen Apron']);
    await expect(section.getByRole('listitem').first().innerText()).resolves.toContain('$25.00');
    const image = section.locator('img').first();
    await expect(image.getAttribute('srcset')).resolves.toMatch(/\?format=\d+w \d+w/);
    await section.getByRole('link', { name: 'Linen Apron' }).click();
    await shop.getByRole('heading', { level: 1, name: 'Linen Apron' }).waitFor();
    await shop.goBack();
    await section.waitFor();
    expect(await axeViolations(shop)).toEqual([]);
    await shop.close();
    await page.close();
  }, 90_000);
});
