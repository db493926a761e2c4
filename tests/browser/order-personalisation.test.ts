// 4: a monogram on every surface. A shopper personalises the monogrammed mug (initials and letter
// colour); the answers show under the form's labels ("Initials", "Letter colour", never the field
// ids) in the cart JSON and on the cart page, the checkout, the confirmation page, the order
// email, the admin's order and its packing slip, and the Commerce API's order. axe finds nothing
// on the pages that show them.
import { afterEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../site/db/index.js';
import { mailTo } from '../api/helpers/account-mail.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { addToCart, MUG, serverCart } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };
const ANSWERS = [
  { fieldId: 'field-initials', label: 'Initials', value: 'JKL' },
  { fieldId: 'field-glaze', label: 'Letter colour', value: 'Forest' },
];

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

/** The label → answer pairs a `dl.line-personalisation` shows. */
async function shown(list: import('playwright-core').Locator): Promise<string[]> {
  await list.first().waitFor();
  return list.first().locator('div').evaluateAll((rows) => rows.map((r) => `${r.querySelector('dt')?.textContent ?? ''}=${r.querySelector('dd')?.textContent ?? ''}`));
}

describe('4: personalisation answers', () => {
  it('4: a monogram on every surface', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(page, MUG.id, 1, { sku: MUG.sku, additionalFields: JSON.stringify({ 'field-initials': 'JKL', 'field-glaze': 'Forest' }) })).toBe(200);
    const cart = (await serverCart(page)) as unknown as { entries: { personalisation: unknown }[] };
    expect(cart.entries[0]?.personalisation).toEqual(ANSWERS);
    const expected = ['Initials=JKL', 'Letter colour=Forest'];

    await page.goto(`${suite.server.baseUrl}/cart`);
    await hydrated(page);
    expect(await shown(page.locator('.cart-entry-personalisation'))).toEqual(expected);
    expect(await page.locator('.cart-page').textContent()).not.toContain('field-initials');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${suite.server.baseUrl}/checkout`);
    expect(await shown(page.locator('.checkout-line-personalisation'))).toEqual(expected);
    await fillCheckoutDetails(page, 'monogram@example.com');
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(await shown(page.locator('.order-line-personalisation'))).toEqual(expected);
    expect(await axeViolations(page)).toEqual([]);

    const mail = await mailTo(suite.db, suite.server.baseUrl, 'order-confirmation', 'monogram@example.com');
    expect(mail.text).toContain(`1 × ${MUG.title}`);
    expect(mail.text).toContain('Initials: JKL');
    expect(mail.text).toContain('Letter colour: Forest');
    expect(mail.text).not.toContain('field-');

    await addUsers(suite, [STOCKIST]);
    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, STOCKIST, `/admin/orders/${orderId}`);
    expect(await shown(admin.locator('.admin-order-personalisation'))).toEqual(expected);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole('link', { name: 'Packing slip' }).click();
    await admin.getByRole('heading', { name: /Packing slip: order #10\d\d/ }).waitFor();
    expect(admin.url()).toMatch(new RegExp(`/admin/orders/${orderId}/packing-slip$`));
    expect(await shown(admin.locator('.admin-slip-personalisation'))).toEqual(expected);
    await expect(admin.locator('.admin-slip-line').textContent()).resolves.toContain(MUG.sku);
    await expect(admin.locator('.admin-packing-slip').textContent()).resolves.toContain('Portland');
    await expect(admin.locator('.admin-packing-slip').textContent()).resolves.not.toMatch(/\$\d/);
    expect(await axeViolations(admin)).toEqual([]);

    const { secret } = await suite.db.withStore((store) => createApiKey(store, { name: 'Warehouse', scope: 'read-only', createdBy: null }));
    const api = await fetch(`${suite.server.baseUrl}/1.0/commerce/orders/${orderId}`, { headers: { authorization: `Bearer ${secret}` } });
    expect(api.status).toBe(200);
    const order = (await api.json()) as { lineItems: { customizations: unknown }[] };
    expect(order.lineItems[0]?.customizations).toEqual([
      { label: 'Initials', value: 'JKL' },
      { label: 'Letter colour', value: 'Forest' },
    ]);
  }, 120_000);
});
