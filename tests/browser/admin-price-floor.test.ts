// Issue 25, merchant safety, in chromium as a store manager: a new product starts hidden with no
// price and the editor says why it cannot be shown; a price of 0.00 is asked about first; the bulk
// manager refuses a change below 0.00 and counts the products a change brings to 0.00 before
// applying it; a store manager uploads a product picture that the product page then shows.
// axe-core on each state.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signIn } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };
const UNPRICED = 'A product without a price stays hidden: give every variant a price before making it visible.';

describe('prices that sell for nothing, and product pictures', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', MEDIA_WARM: '0' } });
  let ready = false;
  const prepare = async () => {
    if (ready) return;
    await addUsers(suite, [OWNER, STOCKIST]);
    ready = true;
  };

  it('a new product starts visible at $0.00: it starts hidden without a price, says why, and asks before a price of 0.00', async () => {
    await prepare();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, '/admin/products/new');
    const visible = page.getByRole('checkbox', { name: 'Visible on the site' });
    await visible.waitFor();
    await expect(visible.isChecked()).resolves.toBe(false);
    await expect(visible.isDisabled()).resolves.toBe(true);
    await page.getByText(UNPRICED).waitFor();
    await expect(page.getByLabel('Price', { exact: true }).inputValue()).resolves.toBe('');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Name').fill('Blue Plate');
    await page.getByLabel('SKU').fill('PLT-BLUE');
    await page.getByLabel('Stock', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL(/\/admin\/products\/(?!new)[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Blue Plate' }).waitFor();
    await expect(page.getByLabel('Price', { exact: true }).inputValue()).resolves.toBe('');
    await expect(page.getByRole('checkbox', { name: 'Visible on the site' }).isDisabled()).resolves.toBe(true);
    expect((await fetch(`${suite.server.baseUrl}/shop/p/blue-plate`)).status).toBe(404);

    await page.getByLabel('Price', { exact: true }).fill('0');
    await page.getByRole('checkbox', { name: 'Visible on the site' }).check();
    await page.getByRole('button', { name: 'Save product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sell Blue Plate for 0.00?' });
    await dialog.waitFor();
    await dialog.getByText('A price of 0.00 gives the product away').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Nothing was saved: the shop still does not show it.
    expect((await fetch(`${suite.server.baseUrl}/shop/p/blue-plate`)).status).toBe(404);

    await page.getByLabel('Price', { exact: true }).fill('24');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Saved.').waitFor();
    const shop = await fetch(`${suite.server.baseUrl}/shop/p/blue-plate`);
    expect(shop.status).toBe(200);
    expect(await shop.text()).toContain('$24.00');
    await page.close();
  }, 90_000);

  it('lower by 150% previews $0.00: the preview refuses going below 0.00, and counts the products a change brings to 0.00', async () => {
    await prepare();
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const current = await account.merchant('GET', '/api/admin/entitlements');
    expect((await account.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, bulkManager: true }, expectedVersion: current.body.version } })).status).toBe(200);

    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, '/admin/inventory');
    await page.getByRole('checkbox', { name: 'Select Beeswax Candle' }).check();
    await page.getByRole('checkbox', { name: 'Select Stoneware Bowl' }).check();
    await page.getByLabel('Change', { exact: true }).selectOption({ label: 'Raise or lower the price' });
    await page.getByLabel('Direction').selectOption({ label: 'Lower' });
    await page.getByLabel('By', { exact: true }).fill('150');
    await page.getByRole('button', { name: 'Preview changes' }).click();
    const refused = page.getByRole('dialog', { name: 'This change cannot be applied' });
    await refused.waitFor();
    await expect(refused.getByRole('alert').innerText()).resolves.toBe('This change would take the price of Beeswax Candle and Stoneware Bowl below 0.00; a price is never negative. Nothing was changed.');
    await expect(refused.getByRole('table').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await refused.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel('By', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Preview changes' }).click();
    const free = page.getByRole('dialog', { name: 'Apply this change to 2 products?' });
    await free.waitFor();
    await expect(free.getByRole('alert').innerText()).resolves.toContain('2 products would sell for 0.00: Beeswax Candle and Stoneware Bowl.');
    expect(await axeViolations(page)).toEqual([]);
    await free.getByRole('button', { name: 'Apply, selling 2 products for 0.00' }).click();
    await page.getByText('Changed 2 products.').waitFor();
    const row = page.locator('.store-inventory > tbody > tr.store-row', { has: page.getByRole('rowheader', { name: 'Beeswax Candle', exact: true }) });
    await expect(row.locator('td').last().innerText()).resolves.toBe('$0.00');
    await page.close();
  }, 90_000);

  it('store managers cannot upload a product image: a store manager uploads one in the editor and the product page shows it', async () => {
    await prepare();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } }).png().toBuffer();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, '/admin/products/prod-bowl');
    await page.getByRole('heading', { level: 1, name: 'Stoneware Bowl' }).waitFor();
    await page.getByLabel('Upload an image').setInputFiles({ name: 'green-bowl.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.getByText('green-bowl.png added to the images.').waitFor();
    const added = page.locator('.store-images li', { hasText: 'green-bowl.png' });
    await added.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const url = (await added.locator('span').first().innerText()).trim();
    expect(url).toMatch(/^\/media\/.+\/green-bowl\.png$/);
    // Made the product's picture: the first of its images.
    await added.getByRole('button', { name: /^Move up/ }).click();
    await expect(page.locator('.store-images li').first().innerText()).resolves.toContain('green-bowl.png');
    await page.getByRole('button', { name: 'Save product' }).click();
    // The bowl sells for 0.00 since the bulk change above: the editor asks first.
    const dialog = page.getByRole('dialog', { name: 'Sell Stoneware Bowl for 0.00?' });
    await dialog.getByRole('button', { name: 'Save with a price of 0.00' }).click();
    await page.getByText('Saved.').waitFor();
    const html = await (await fetch(`${suite.server.baseUrl}/shop/p/stoneware-bowl`)).text();
    expect(html).toContain(`${url}?format=`);
    await page.close();
  }, 90_000);
});
