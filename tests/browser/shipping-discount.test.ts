// 8 (issue 25): shipping and a discount code changing the total before payment. A store manager
// sets a zone with two rates on the Shipping screen and a 10% code on the Discount codes screen
// (empty states first); a shopper enters the code in the cart and sees the discount, enters an
// address at checkout and sees the shipping options (the cheapest chosen), shipping and tax
// before paying, picks the other rate, pays with the test provider; the confirmation page and the
// email show the same totals. axe-core finds nothing on each screen.
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../api/helpers/account.js';
import { mailTo } from '../api/helpers/account-mail.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated, screenshot } from './helpers/browser.js';
import { addToCart, CANDLE } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

describe('8: shipping and discounts', () => {
  it('shipping and a discount code changing the total before payment', async () => {
    await addUsers(suite, [OWNER, STOCKIST]);
    // Automatic tax on, Oregon at 2.5% (the Taxes screen has its own test).
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const current = await account.merchant('GET', '/api/admin/entitlements');
    expect((await account.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, automaticTax: true }, expectedVersion: current.body.version } })).status).toBe(200);
    expect((await account.merchant('PUT', '/api/admin/store/taxes', { json: { settings: { pricesIncludeTax: false, rates: [{ country: 'US', region: 'OR', ratePercent: '2.5' }] }, expectedVersion: 0 } })).status).toBe(200);

    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, STOCKIST, '/admin/shipping');
    await admin.getByText('No shipping zones yet.').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Add a zone' }).click();
    await admin.getByLabel('Zone name').fill('United States');
    await admin.getByLabel(/Countries and regions/).fill('US');
    await admin.getByRole('button', { name: 'Add a rate to United States' }).click();
    await admin.getByLabel('Rate name, rate 1 of United States').fill('Standard');
    await admin.getByLabel('Price, rate 1 of United States').fill('5.00');
    await admin.getByRole('button', { name: 'Add a rate to United States' }).click();
    await admin.getByLabel('Rate name, rate 2 of United States').fill('Express');
    await admin.getByLabel('Price, rate 2 of United States').fill('12');
    await admin.getByRole('button', { name: 'Save shipping' }).click();
    await admin.getByText('Saved.').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await screenshot(admin, 'shipping-zones-admin');

    await admin.goto(`${suite.server.baseUrl}/admin/discounts`);
    await admin.getByText('No discount codes yet.').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByLabel('Code', { exact: true }).fill('save10');
    await admin.getByLabel('Percentage off').fill('10');
    await admin.getByRole('button', { name: 'Add discount code' }).click();
    await admin.getByRole('rowheader', { name: 'SAVE10' }).waitFor();
    await expect(admin.locator('.discount-codes tbody tr').first().textContent()).resolves.toContain('10% off');
    expect(await axeViolations(admin)).toEqual([]);
    await screenshot(admin, 'discount-codes-admin');

    const shop = await suite.browser.newPage();
    await shop.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(shop, CANDLE.id, 2)).toBe(200);
    await shop.goto(`${suite.server.baseUrl}/cart`);
    await hydrated(shop);
    await shop.getByRole('textbox', { name: 'Discount code' }).fill('NOPE1');
    await shop.getByRole('button', { name: 'Apply' }).click();
    await shop.getByText('We do not recognise that discount code.').waitFor();
    await shop.getByRole('textbox', { name: 'Discount code' }).fill('save10');
    await shop.getByRole('button', { name: 'Apply' }).click();
    await shop.locator('.cart-discount-amount').waitFor();
    await expect(shop.locator('.cart-discount-amount').textContent()).resolves.toBe('-$3.20');
    await expect(shop.locator('.cart-coupon').textContent()).resolves.toContain('SAVE10: 10% off');
    await expect(shop.locator('.cart-total-amount').textContent()).resolves.toBe('$28.80');
    expect(await axeViolations(shop)).toEqual([]);
    await screenshot(shop, 'cart-discount-code');

    await shop.getByRole('link', { name: 'Checkout' }).click();
    await shop.waitForURL(/\/checkout$/);
    await expect(shop.locator('.checkout-discount').textContent()).resolves.toBe('-$3.20');
    await expect(shop.locator('.checkout-shipping-prompt').textContent()).resolves.toBe('Enter your shipping address to see the shipping options.');
    await fillCheckoutDetails(shop, 'discount@example.com');
    // The address reaches the cart: the options for it, the cheapest chosen, shipping and tax before paying.
    const standard = shop.getByRole('radio', { name: 'Standard: $5.00' });
    await standard.waitFor();
    await expect(standard.isChecked()).resolves.toBe(true);
    await expect.poll(() => shop.locator('.checkout-tax').textContent()).toBe('$0.72');
    await expect(shop.locator('.checkout-shipping').textContent()).resolves.toBe('$5.00');
    await expect(shop.locator('.checkout-grand-total').textContent()).resolves.toBe('$34.52');
    expect(await axeViolations(shop)).toEqual([]);
    await shop.getByRole('radio', { name: 'Express: $12.00' }).check();
    await expect.poll(() => shop.locator('.checkout-grand-total').textContent()).toBe('$41.52');
    await expect(shop.locator('.checkout-shipping').textContent()).resolves.toBe('$12.00');
    await expect(shop.locator('.checkout-tax').textContent()).resolves.toBe('$0.72');
    await screenshot(shop, 'checkout-shipping-and-tax');

    await shop.getByRole('button', { name: 'Place test order' }).click();
    await shop.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    await expect(shop.locator('.order-discount').textContent()).resolves.toBe('-$3.20');
    await expect(shop.locator('.order-shipping').textContent()).resolves.toBe('$12.00');
    await expect(shop.locator('.order-tax').textContent()).resolves.toBe('$0.72');
    await expect(shop.locator('.order-grand-total').textContent()).resolves.toBe('$41.52 USD');
    await expect(shop.locator('.order-totals').textContent()).resolves.toContain('Shipping (Express)');
    expect(await axeViolations(shop)).toEqual([]);

    const mail = await mailTo(suite.db, suite.server.baseUrl, 'order-confirmation', 'discount@example.com');
    expect(mail.text).toContain('Subtotal: $32.00');
    expect(mail.text).toContain('Discount (SAVE10): -$3.20');
    expect(mail.text).toContain('Shipping (Express): $12.00');
    expect(mail.text).toContain('Tax: $0.72');
    expect(mail.text).toContain('Total: $41.52');

    await admin.reload();
    await expect(admin.locator('.discount-codes tbody tr').first().textContent()).resolves.toContain('SAVE10');
    await expect(admin.locator('.discount-codes tbody tr').first().locator('td').nth(2).textContent()).resolves.toBe('1');
  }, 120_000);
});
