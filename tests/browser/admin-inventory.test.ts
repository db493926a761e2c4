// The inventory panel and the product editor as a merchant uses them in chromium: search, sort,
// expand a row, sell a product out and see its page say so, change a price and see it on the
// page, the panel's tracking events stored, a viewer with nothing to edit, and axe on each screen.
import { describe, expect, it } from 'vitest';
import { signIn } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };

describe('the inventory panel and product editor', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });
  let ready = false;
  const prepare = async () => {
    if (ready) return;
    await addUsers(suite, [OWNER, VIEWER]);
    // 20 more products, so the inventory has a second page.
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    for (let n = 1; n <= 20; n += 1) {
      const res = await account.merchant('POST', '/api/admin/store/products', {
        json: {
          product: {
            title: `Test Plate ${String(n).padStart(2, '0')}`, urlId: `test-plate-${String(n)}`, body: '', excerpt: '', productType: 1, visible: true, options: [],
            variants: [{ sku: `PLT-${String(n)}`, attributes: {}, price: '10.00', salePrice: '0.00', onSale: false, qtyInStock: 5, unlimited: false, imageUrl: null }],
            subscription: null, additionalFieldsFormId: null, images: [],
          },
        },
      });
      expect(res.status).toBe(201);
    }
    ready = true;
  };

  const rowTitles = (page: import('playwright-core').Page) => page.locator('.store-inventory > tbody > tr.store-row > th').allInnerTexts();

  it('lets a merchant search, sort by stock, expand a row and sell a product out', async () => {
    await prepare();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/inventory');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Inventory');
    await page.getByText('29 products, page 1 of 2').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('29 products, page 2 of 2').waitFor();

    await page.getByLabel('Search by name or SKU').fill('no such thing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No product matches “no such thing”.').waitFor();
    await page.getByRole('button', { name: 'Show all products' }).click();
    await page.getByText('29 products, page 1 of 2').waitFor();

    await page.getByRole('button', { name: /^Stock/ }).click();
    await page.locator('th[aria-sort="ascending"]', { hasText: 'Stock' }).waitFor();
    await page.getByText('29 products, page 1 of 2').waitFor();
    expect((await rowTitles(page))[0]).toBe('Linen Tea Towels, Set of 2');

    await page.getByLabel('Search by name or SKU').fill('bwl-1');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('1 product, page 1 of 1').waitFor();
    expect(await rowTitles(page)).toEqual(['Stoneware Bowl']);
    await page.getByRole('button', { name: 'Variants of Stoneware Bowl' }).click();
    const stock = page.getByLabel('Stock of Stoneware Bowl', { exact: true });
    await expect(stock.inputValue()).resolves.toBe('4');
    expect(await axeViolations(page)).toEqual([]);
    await stock.fill('0');
    await page.getByRole('button', { name: 'Save stock of Stoneware Bowl' }).click();
    await page.getByText('Saved.').waitFor();

    const shop = await suite.browser.newPage();
    await shop.goto(`${suite.server.baseUrl}/shop/p/stoneware-bowl`);
    await shop.getByText('This product is sold out.').waitFor();
    await shop.close();

    // Another tab's sale is simulated by a second edit: the first tab's basis is now stale.
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    await account.merchant('PUT', '/api/admin/store/variants/var-bowl/stock', { json: { qtyInStock: 2, unlimited: false, expected: { qtyInStock: 0, unlimited: false } } });
    await stock.fill('7');
    await page.getByRole('button', { name: 'Save stock of Stoneware Bowl' }).click();
    await page.getByText('Someone else saved this since you opened it. Reload to see their changes.').waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('button', { name: 'Variants of Stoneware Bowl' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByLabel('Stock of Stoneware Bowl', { exact: true }).inputValue()).resolves.toBe('2');
    await page.close();
  }, 120_000);

  it('opens a product from its row, saves a new price, and the product page shows it', async () => {
    await prepare();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/inventory');
    await page.getByRole('link', { name: 'Pottery Workshop (2 hours)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pottery Workshop (2 hours)' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/products/prod-workshop');
    await page.getByLabel('Price', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Price', { exact: true }).fill('12.345');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('must be an amount such as 12.50').first().waitFor();

    await page.getByLabel('Price', { exact: true }).fill('81.50');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Saved.').waitFor();

    const shop = await suite.browser.newPage();
    await shop.goto(`${suite.server.baseUrl}/shop/p/pottery-workshop`);
    await expect(shop.locator('.product-detail').innerText()).resolves.toContain('$81.50');
    await shop.close();
    await page.close();
  }, 60_000);

  it('records the panel’s search, sort, row click, row expander and next page events', async () => {
    await prepare();
    const events = await suite.db.withStore(async (store) => {
      const rows = await store.db.selectFrom('tracking_events').select('payload').where('kind', '=', 'events/RecordEvent').execute();
      return rows.map((r) => JSON.parse(r.payload) as { event: string; data: Record<string, unknown> });
    });
    const named = (event: string) => events.filter((e) => e.event === event).map((e) => e.data);
    expect(named('inventory-panel-search')).toContainEqual({ query: 'bwl-1' });
    expect(named('inventory-panel-sort')).toContainEqual({ field: 'stock', direction: 'asc' });
    expect(named('inventory-panel-row-expander')).toContainEqual({ productId: 'prod-bowl', expanded: true });
    expect(named('inventory-panel-row-click')).toContainEqual({ productId: 'prod-workshop' });
    expect(named('inventory-panel-next-page')).toContainEqual({ page: 2 });
  });

  it('shows a viewer the inventory and products without any edit control', async () => {
    await prepare();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, VIEWER, '/admin/inventory');
    await page.getByText('29 products, page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Variants of Linen Apron' }).click();
    await page.getByText('APR-NAT-S').waitFor();
    await expect(page.locator('.store-variants input').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Save/ }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${suite.server.baseUrl}/admin/products`);
    await page.getByRole('link', { name: 'Linen Apron' }).waitFor();
    await expect(page.getByRole('link', { name: 'Add a product' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Linen Apron' }).click();
    await page.getByLabel('Name', { exact: true }).waitFor();
    await expect(page.getByLabel('Name', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Save product' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Delete product' }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
