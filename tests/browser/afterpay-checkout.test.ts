// Afterpay/Clearpay offered at checkout through the payment provider interface (issue 25; spec 000
// §9): only when every cart item is physical, every item's product page offers it and the total
// is in range; the test provider stands in for theirs. And in the cart: the same rule, the
// installments under the subtotal.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readVersionedPart, saveVersionedPart } from '../../site/db/index.js';
import { Visitor } from '../api/helpers/visitor.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';
import { addToCart, CANDLE, EBOOK, serverCart } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

type Json = Record<string, unknown>;
const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 }, openTimeoutMs: 300_000 });

beforeAll(async () => {
  await new Visitor(suite.server.baseUrl).arrive();
  await suite.db.withStore(async (store) => {
    const part = await readVersionedPart(store, 'website');
    const website = { ...(part!.value as Json) };
    website['storeSettings'] = { ...(website['storeSettings'] as Json), paymentProviders: ['test', 'manual', 'afterpay'] };
    await saveVersionedPart(store, 'website', website, { expectedVersion: part!.version });
  });
});

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function checkoutWith(items: Record<string, number>): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/shop`);
  for (const [itemId, quantity] of Object.entries(items)) expect(await addToCart(page, itemId, quantity)).toBe(200);
  await page.goto(`${suite.server.baseUrl}/checkout`);
  return page;
}

const afterpayButton = (page: Page) => page.getByRole('button', { name: 'Pay in 4 with Afterpay' });

describe('Afterpay/Clearpay at checkout through the payment provider interface', () => {
  it('offers it for a cart of physical items that offer it, in range, and places the order through it', async () => {
    const page = await checkoutWith({ [CANDLE.id]: 3 });
    const total = (await serverCart(page)) as unknown as { grandTotalCents: number };
    const quarter = `$${(Math.round(total.grandTotalCents / 4) / 100).toFixed(2)}`;
    await expect(afterpayButton(page).count()).resolves.toBe(1);
    await expect(page.locator('#checkout-pay-afterpay-note').textContent()).resolves.toBe(
      `4 interest-free payments of ${quarter}. Test mode: stands in for Afterpay; the order is marked paid and no payment is taken.`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await fillCheckoutDetails(page);
    await afterpayButton(page).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    await expect(page.locator('.order-confirmed-thanks').textContent()).resolves.toMatch(/Your order #\d+ is confirmed\./);
  });

  it('is not offered when an item is not physical, nor below the minimum', async () => {
    let page = await checkoutWith({ [CANDLE.id]: 3, [EBOOK.id]: 1 });
    await expect(page.getByRole('button', { name: 'Place test order' }).count()).resolves.toBe(1);
    await expect(afterpayButton(page).count()).resolves.toBe(0);
    await page.close();
    await suite.browser.context.clearCookies();
    page = await checkoutWith({ [CANDLE.id]: 1 });
    await expect(page.getByRole('button', { name: 'Place test order' }).count()).resolves.toBe(1);
    await expect(afterpayButton(page).count()).resolves.toBe(0);
  });

  it('refuses an order asking for it when the cart does not qualify', async () => {
    const page = await checkoutWith({ [CANDLE.id]: 1 });
    const status = await page.evaluate(async () => {
      const crumb = decodeURIComponent(/(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/api/commerce/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb },
        body: JSON.stringify({
          email: 'ada@example.com', paymentProvider: 'afterpay',
          shippingAddress: { name: 'Ada Shopper', line1: '12 Fern Lane', city: 'Portland', postalCode: '97201', country: 'US', region: 'US-OR' },
        }),
      });
      return { status: response.status, body: (await response.json()) as { error?: string } };
    });
    expect(status.status).toBe(400);
    expect(JSON.stringify(status.body)).toContain('paymentProvider');
  });
});

describe('Afterpay/Clearpay in the cart', () => {
  it('shows the installments under the subtotal only when every item is physical and offers it', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(page, CANDLE.id, 3)).toBe(200);
    await page.goto(`${suite.server.baseUrl}/cart`);
    await hydrated(page);
    await page.locator('#sqs-cart-root[data-island="ready"]').waitFor();
    await expect(page.locator('.cart-installments').textContent()).resolves.toBe('or 4 interest-free payments of $12.00 with Afterpay');
    expect(await axeViolations(page)).toEqual([]);
    expect(await addToCart(page, EBOOK.id, 1)).toBe(200);
    await page.reload();
    await hydrated(page);
    await page.locator('#sqs-cart-root[data-island="ready"]').waitFor();
    await expect(page.locator('.cart-installments').count()).resolves.toBe(0);
  });
});
