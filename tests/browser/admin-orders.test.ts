// Orders as a merchant handles them in chromium: a shopper places an order through the shop, the
// merchant finds it by the shopper's email, opens it, marks it fulfilled, and the shopper's order
// page shows the new status; a change made meanwhile is answered with a reload offer; a viewer
// reads but has no buttons; the empty list; axe finds nothing on the list and the detail.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setOrderStatus } from '../../site/db/index.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { addToCart, CANDLE } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

/** A shopper buys two candles with the test provider; answers the order page and its number. */
async function placeOrder(email: string): Promise<{ page: Page; number: string; id: string }> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/shop`);
  expect(await addToCart(page, CANDLE.id, 2)).toBe(200);
  await page.goto(`${suite.server.baseUrl}/checkout`);
  await fillCheckoutDetails(page, email);
  await page.getByRole('button', { name: 'Place test order' }).click();
  await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
  const number = (await page.locator('.order-number').textContent()) ?? '';
  return { page, number, id: new URL(page.url()).pathname.split('/').pop() ?? '' };
}

describe('orders in the admin', () => {
  it('shows an empty list before the first order', async () => {
    await addUsers(suite, [STOCKIST, VIEWER]);
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, '/admin/orders');
    await page.getByText('No orders yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the merchant finds the shopper’s order, marks it fulfilled, and the shopper sees it', async () => {
    const shopper = await placeOrder('grace@example.com');
    expect(shopper.number).toMatch(/^#10\d\d$/);
    await expect(shopper.page.locator('.order-status-label').textContent()).resolves.toBe('Paid');

    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, '/admin/orders');
    await page.getByRole('link', { name: shopper.number }).waitFor();
    await page.getByLabel('Order number or email').fill('GRACE@example');
    await page.getByRole('button', { name: 'Find orders' }).click();
    const row = page.getByRole('row', { name: new RegExp(shopper.number) });
    await expect(row.getByRole('cell').nth(2).innerText()).resolves.toBe('grace@example.com');
    await expect(row.getByRole('cell').nth(3).innerText()).resolves.toBe('Paid');
    await expect(row.getByRole('cell').nth(5).innerText()).resolves.toBe('$32.00');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Order number or email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Find orders' }).click();
    await page.getByText('No orders match.').waitFor();
    await page.getByRole('button', { name: 'Show all' }).click();

    await page.getByRole('link', { name: shopper.number }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${shopper.number}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/orders/${shopper.id}`);
    await expect(page.getByTestId('order-status').innerText()).resolves.toBe('Paid');
    await expect(page.locator('address').innerText()).resolves.toContain('Portland, OR, 97201');
    await expect(page.getByRole('row', { name: new RegExp(CANDLE.title) }).innerText()).resolves.toMatch(/2\s+\$16\.00\s+\$32\.00/);
    await expect(page.getByRole('button', { name: 'Mark paid' }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Mark fulfilled' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await expect(page.getByTestId('order-status').innerText()).resolves.toBe('Fulfilled');
    await expect(page.getByRole('button', { name: 'Cancel order' }).count()).resolves.toBe(0);

    await shopper.page.reload();
    await expect(shopper.page.locator('.order-status-label').textContent()).resolves.toBe('Fulfilled');
  });

  it('cancelling asks first; a change made meanwhile offers a reload instead of overwriting it', async () => {
    const shopper = await placeOrder('late@example.com');
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST, `/admin/orders/${shopper.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${shopper.number}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByTestId('order-status').innerText()).resolves.toBe('Paid');

    await suite.db.withStore((store) => setOrderStatus(store, shopper.id, 'fulfilled'));
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alert').filter({ hasText: 'changed by someone else' }).waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Fulfilled');
    await expect.poll(() => page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  });

  it('a viewer reads an order but has no buttons to change it', async () => {
    const shopper = await placeOrder('viewer-case@example.com');
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, VIEWER, `/admin/orders/${shopper.id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${shopper.number}` }).waitFor();
    await expect(page.getByRole('button', { name: /Mark|Cancel/ }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
