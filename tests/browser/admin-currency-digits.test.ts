// Issue 21 in chromium: in a JPY shop (no decimals) the product editor shows and stores prices in
// yen, so ¥500 typed is ¥500 on the product page, not ¥50,000; a price with
// decimals is refused, naming the field and the currency's decimals.
import { describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe.js';
import type { TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { storeCurrencyDesk } from './helpers/store-currency-desk.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };

describe('prices typed in a JPY shop', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });

  it('stores ¥500 typed as "500" and shows ¥500 in the editor and on the product page (the cart: tests/api/admin-store-currency.test.ts)', async () => {
    const page = await storeCurrencyDesk(suite, OWNER, 'JPY', '/admin/products/prod-workshop');
    const price = page.getByLabel('Price', { exact: true });
    await price.waitFor();
    // The workshop's 7500 stored minor units are ¥7500 in a JPY shop: the editor shows no decimals.
    await expect(price.inputValue()).resolves.toBe('7500');
    expect(await axeViolations(page)).toEqual([]);

    await price.fill('5.5');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('The price must be an amount such as 500: JPY amounts have no decimals.').first().waitFor();

    await price.fill('500');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.getByText('Saved.').waitFor();
    await expect(price.inputValue()).resolves.toBe('500');

    const shop = await suite.browser.newPage();
    await shop.goto(`${suite.server.baseUrl}/shop/p/pottery-workshop`);
    const detail = await shop.locator('.product-detail').innerText();
    expect(detail).toContain('¥500');
    expect(detail).not.toContain('¥50,000');
    await shop.close();
    await page.close();
  }, 60_000);
});
