// Automatic tax as a merchant and a shopper meet it in chromium: the Taxes screen says automatic
// tax is off until the entitlement is on; then rates are added, a wrong one is named beside its
// field, and the rates are saved; a shopper's checkout says the tax comes from the shipping
// address, and the confirmation charges Oregon's rate. axe-core on each state.
import { describe, expect, it } from 'vitest';
import { signIn } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { addToCart, CANDLE } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };

describe('automatic tax', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });

  it('a store manager sets the rates; a shopper in Oregon is charged its rate', async () => {
    await addUsers(suite, [OWNER, STOCKIST]);
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, '/admin/taxes');
    await page.getByText('Automatic tax is off for this shop').waitFor();
    await expect(page.getByRole('button', { name: 'Save tax rates' }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const current = await account.merchant('GET', '/api/admin/entitlements');
    expect((await account.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, automaticTax: true }, expectedVersion: current.body.version } })).status).toBe(200);
    await page.reload();
    await page.getByText('No tax rates yet.').waitFor();
    await page.getByRole('button', { name: 'Add a rate' }).click();
    await page.getByLabel('Country code, rate 1').fill('US');
    await page.getByLabel('Region code (empty for the whole country), rate 1').fill('or');
    await page.getByLabel('Rate in percent, rate 1').fill('2.5');
    await page.getByRole('button', { name: 'Add a rate' }).click();
    await page.getByLabel('Country code, rate 2').fill('USA');
    await page.getByLabel('Rate in percent, rate 2').fill('5');
    await page.getByRole('button', { name: 'Save tax rates' }).click();
    await page.getByText('must be a two-letter country code such as US').first().waitFor();
    await expect(page.getByLabel('Country code, rate 2').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Country code, rate 2').fill('US');
    await page.getByRole('button', { name: 'Save tax rates' }).click();
    await page.getByText('Saved.').waitFor();
    await page.reload();
    await expect(page.getByLabel('Region code (empty for the whole country), rate 1').inputValue()).resolves.toBe('OR');

    const shop = await suite.browser.newPage();
    await shop.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(shop, CANDLE.id, 2)).toBe(200);
    await shop.goto(`${suite.server.baseUrl}/checkout`);
    await expect(shop.locator('.checkout-tax').textContent()).resolves.toBe('Calculated from your shipping address once you enter it');
    expect(await axeViolations(shop)).toEqual([]);
    await fillCheckoutDetails(shop);
    await shop.getByRole('button', { name: 'Place test order' }).click();
    await shop.waitForURL(/\/checkout\/order-confirmed\//);
    await expect(shop.locator('.order-tax').textContent()).resolves.toBe('$0.80');
    await expect(shop.locator('.order-grand-total').textContent()).resolves.toBe('$32.80 USD');
  });
});
