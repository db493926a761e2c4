// The point of sale as shop staff use it in chromium: it says it is off until the entitlement is
// on; then products are found and added (never past their stock), cash is taken with the change
// shown, the receipt follows, and the product page shows the sold-out bowl; a viewer can look but
// not sell. axe-core on each state.
import { describe, expect, it } from 'vitest';
import { signIn } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };

describe('the point of sale', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });
  let prepared = false;
  const prepare = async (): Promise<void> => {
    if (prepared) return;
    await addUsers(suite, [OWNER, STOCKIST, VIEWER]);
    prepared = true;
  };
  const switchOn = async (): Promise<void> => {
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const current = await account.merchant('GET', '/api/admin/entitlements');
    const res = await account.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, pointOfSale: true }, expectedVersion: current.body.version } });
    expect(res.status).toBe(200);
  };

  it('says it is off, then sells four bowls and three candles for cash, giving change, and the bowl sells out online', async () => {
    await prepare();
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, suite.server.baseUrl, STOCKIST, '/admin/pos');
    await page.getByText('The point of sale is off for this shop').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await switchOn();
    await page.reload();
    await page.getByRole('heading', { name: 'Sale', exact: true }).waitFor();
    await page.getByText('No items yet.').waitFor();
    await page.getByLabel('Find by name or SKU').fill('bowl');
    await page.getByRole('button', { name: 'Find' }).click();
    const addBowl = page.getByRole('button', { name: 'Add Stoneware Bowl to the sale' });
    await addBowl.waitFor();
    for (let i = 0; i < 4; i++) await addBowl.click();
    await expect.poll(() => addBowl.isDisabled()).toBe(true);
    await expect(page.getByLabel('Quantity of Stoneware Bowl').inputValue()).resolves.toBe('4');

    await page.getByLabel('Find by name or SKU').fill('CAN-1');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: 'Add Beeswax Candle to the sale' }).click();
    await page.getByLabel('Quantity of Beeswax Candle').fill('3');
    await page.getByRole('button', { name: 'Complete sale of $138.00' }).waitFor();

    await page.getByLabel('Cash received').fill('150');
    await page.getByText('Change due: $12.00').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Complete sale of $138.00' }).click();

    const receipt = page.getByRole('heading', { name: /^Sale #\d+ complete$/ });
    await receipt.waitFor();
    await expect(receipt.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.locator('.pos-change').innerText()).resolves.toBe('$12.00');
    expect(await axeViolations(page)).toEqual([]);

    const product = await (await fetch(`${suite.server.baseUrl}/shop/p/stoneware-bowl`)).text();
    expect(product).toContain('<div class="product-mark sold-out">');

    await page.getByRole('button', { name: 'New sale' }).click();
    await page.getByText('No items yet.').waitFor();
    await page.getByLabel('Find by name or SKU').fill('bowl');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: 'Stoneware Bowl: sold out' }).waitFor();
    await expect(page.getByRole('button', { name: 'Stoneware Bowl: sold out' }).isDisabled()).resolves.toBe(true);
    await page.close();
  });

  it('lets a viewer look at the products but not sell', async () => {
    await prepare();
    await switchOn();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, VIEWER, '/admin/pos');
    await page.getByText('Your account can look at the products here but cannot make sales.').waitFor();
    await page.getByRole('rowheader', { name: 'Beeswax Candle' }).waitFor();
    await expect(page.getByRole('button', { name: /^Add / }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Complete sale/ }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('says which product ran short when the stock moved since it was added, and sells nothing', async () => {
    await prepare();
    await switchOn();
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, suite.server.baseUrl, STOCKIST, '/admin/pos');
    await page.getByLabel('Find by name or SKU').fill('APR-NAT-L');
    await page.getByRole('button', { name: 'Find' }).click();
    const add = page.getByRole('button', { name: /^Add Linen Apron \(.*L.*\) to the sale$/ });
    await add.click();
    await add.click();
    await page.getByRole('radio', { name: 'Card (on a separate terminal)' }).check();
    await suite.db.withStore((store) => store.db.updateTable('variants').set({ qty_in_stock: 1 }).where('sku', '=', 'APR-NAT-L').execute());
    await page.getByRole('button', { name: 'Complete sale of $84.00' }).click();
    await page.getByRole('alert').filter({ hasText: 'Only 1 of Linen Apron left.' }).first().waitFor();
    await expect(page.getByRole('heading', { name: /complete$/ }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const stock = await suite.db.withStore((store) => store.db.selectFrom('variants').select('qty_in_stock').where('sku', '=', 'APR-NAT-L').executeTakeFirstOrThrow());
    expect(stock.qty_in_stock).toBe(1);
    await page.close();
  });
});
