// The cart page (/cart) as a visitor sees it: the engine renders the server's cart before any
// script runs; the island then changes quantities (coalesced into one request, + stopping at the
// stock), removes entries, explains refusals and failures, and holds checkout below the store's
// minimum subtotal. Thumbnails, links and the phone layout: cart-lines.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated, screenshot } from './helpers/browser.js';
import { addToCart, BOWL, CANDLE, EBOOK, MUG, serverCart } from './cart-helpers.js';

const suite = useBrowserSuite({ timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

/** A visitor with these products in their cart (itemId → quantity), on the cart page. */
async function cartWith(items: Record<string, number>): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/shop`);
  for (const [itemId, quantity] of Object.entries(items)) expect(await addToCart(page, itemId, quantity)).toBe(200);
  await page.goto(`${suite.server.baseUrl}/cart`);
  await hydrated(page);
  await page.locator('#sqs-cart-root[data-island="ready"]').waitFor();
  return page;
}

const entry = (page: Page, title: string) => page.locator('.cart-entry', { hasText: title });
const quantityOf = (page: Page, title: string) => entry(page, title).locator('input[type="number"]').inputValue();
const increase = (page: Page, title: string) => page.getByRole('button', { name: `Increase quantity of ${title}` });
const entryPuts = (page: Page): Request[] => {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/commerce/shopping-cart/entries/')) seen.push(r);
  });
  return seen;
};

describe('the cart page', () => {
  it('shows the server\'s cart before any script runs', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop`);
    await addToCart(page, CANDLE.id, 2);
    await page.route('**/_astro/**', (route) => route.abort());
    await page.goto(`${suite.server.baseUrl}/cart`);
    await expect(page.locator('.cart-entry-title').textContent()).resolves.toBe(CANDLE.title);
    await expect(page.locator('.cart-entry-quantity').textContent()).resolves.toBe('2');
    await expect(page.locator('.cart-subtotal-amount').textContent()).resolves.toBe('$32.00');
    await expect(page.locator('a.cart-checkout').getAttribute('href')).resolves.toBe('/checkout');
  });

  it('updates a quantity on the server, and shows the server\'s totals', async () => {
    const page = await cartWith({ [CANDLE.id]: 1, [BOWL.id]: 1 });
    await screenshot(page, 'cart-page');
    await increase(page, CANDLE.title).click();
    await expect.poll(() => page.locator('.cart-subtotal-amount').textContent(), { timeout: 10_000 }).toBe('$54.50');
    await expect(quantityOf(page, CANDLE.title)).resolves.toBe('2');
    await expect(entry(page, CANDLE.title).locator('.cart-entry-total').textContent()).resolves.toBe('$32.00');
    const cart = await serverCart(page);
    expect(cart.entries.find((e) => e.itemId === CANDLE.id)?.quantity).toBe(2);
    expect(cart.subtotalCents).toBe(5450);
  });

  it('coalesces rapid clicks into one request with the final quantity', async () => {
    const page = await cartWith({ [CANDLE.id]: 1 });
    const puts = entryPuts(page);
    const plus = increase(page, CANDLE.title);
    for (let i = 0; i < 4; i += 1) await plus.click();
    await expect(quantityOf(page, CANDLE.title)).resolves.toBe('5');
    await expect.poll(() => page.locator('.cart-subtotal-amount').textContent(), { timeout: 10_000 }).toBe('$80.00');
    await page.waitForLoadState('networkidle');
    expect(puts.map((r) => r.postDataJSON() as unknown)).toEqual([{ quantity: 5 }]);
    expect((await serverCart(page)).totalQuantity).toBe(5);
  });

  it('accepts a typed quantity', async () => {
    const page = await cartWith({ [CANDLE.id]: 1 });
    await entry(page, CANDLE.title).locator('input[type="number"]').fill('7');
    await expect.poll(async () => (await serverCart(page)).totalQuantity, { timeout: 10_000 }).toBe(7);
    await expect.poll(() => page.locator('.cart-subtotal-amount').textContent(), { timeout: 10_000 }).toBe('$112.00');
  });

  it('removes an entry on the server', async () => {
    const page = await cartWith({ [CANDLE.id]: 1, [BOWL.id]: 2 });
    await entry(page, 'Stoneware Bowl').getByRole('button', { name: /Remove/ }).click();
    await expect.poll(() => page.locator('.cart-entry').count(), { timeout: 10_000 }).toBe(1);
    const cart = await serverCart(page);
    expect(cart.entries.map((e) => e.itemId)).toEqual([CANDLE.id]);
    await entry(page, CANDLE.title).getByRole('button', { name: /Remove/ }).click();
    await expect.poll(() => page.locator('.cart-empty').textContent(), { timeout: 10_000 }).toBe('Your cart is empty.');
    expect((await serverCart(page)).entries).toEqual([]);
  });

  it('stops + at the stock and says how many are left', async () => {
    const page = await cartWith({ [BOWL.id]: 3 });
    await increase(page, BOWL.title).click();
    await expect.poll(() => quantityOf(page, BOWL.title), { timeout: 10_000 }).toBe('4');
    await expect(increase(page, BOWL.title).getAttribute('aria-disabled')).resolves.toBe('true');
    // aria-disabled keeps it focusable and pressable (Playwright would wait for it to be enabled).
    await increase(page, BOWL.title).click({ force: true });
    await expect(entry(page, BOWL.title).locator('.cart-entry-message').textContent()).resolves.toBe('Only 4 left');
    await expect(quantityOf(page, BOWL.title)).resolves.toBe('4');
    await expect.poll(async () => (await serverCart(page)).totalQuantity, { timeout: 10_000 }).toBe(4);
  });

  it('explains a refusal when another tab took the stock first, and then stops + there', async () => {
    const form = (initials: string) => ({ sku: MUG.sku, additionalFields: JSON.stringify({ 'field-initials': initials, 'field-glaze': 'Cobalt' }) });
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(page, MUG.id, 3, form('AB'))).toBe(200);
    expect(await addToCart(page, MUG.id, 2, form('CD'))).toBe(200);
    await page.goto(`${suite.server.baseUrl}/cart`);
    await hydrated(page);
    await page.locator('#sqs-cart-root[data-island="ready"]').waitFor();
    // Another tab raises the second line to what the stock allows (10 in all); this page still believes 8 are allowed on the first.
    expect(await addToCart(page, MUG.id, 5, form('CD'))).toBe(200);
    const first = page.locator('.cart-entry').first();
    await first.getByRole('button', { name: `Increase quantity of ${MUG.title}` }).click();
    await expect
      .poll(() => first.locator('.cart-entry-message').textContent(), { timeout: 10_000 })
      .toBe('Sorry, we do not have enough of that item available. The quantity stays at 3.');
    await expect.poll(() => first.getByRole('button', { name: `Increase quantity of ${MUG.title}` }).getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('true');
    await expect(first.locator('input[type="number"]').inputValue()).resolves.toBe('3');
    expect((await serverCart(page)).totalQuantity).toBe(10);
  });

  it('says when the network failed, and keeps the server\'s quantity', async () => {
    const page = await cartWith({ [CANDLE.id]: 2 });
    await page.route('**/api/commerce/shopping-cart/entries/**', (route) => route.abort());
    await increase(page, CANDLE.title).click();
    await expect
      .poll(() => entry(page, CANDLE.title).locator('.cart-entry-message').textContent(), { timeout: 10_000 })
      .toBe('Unable to update quantity. Please check your internet connection.');
    await expect(quantityOf(page, CANDLE.title)).resolves.toBe('2');
    await expect(page.getByRole('status').textContent()).resolves.toBe('Unable to update quantity. Please check your internet connection.');
  });

  it('says when a removal failed on the server', async () => {
    const page = await cartWith({ [CANDLE.id]: 1 });
    await page.route('**/api/commerce/shopping-cart/entries/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x","code":"internal-error"}' }),
    );
    await entry(page, CANDLE.title).getByRole('button', { name: /Remove/ }).click();
    await expect
      .poll(() => entry(page, CANDLE.title).locator('.cart-entry-message').textContent(), { timeout: 10_000 })
      .toBe('Unable to remove item. Please try again.');
    expect((await serverCart(page)).totalQuantity).toBe(1);
  });

  it('holds checkout below the store\'s minimum subtotal, and releases it above', async () => {
    const page = await cartWith({ [EBOOK.id]: 1 });
    const minimum = 'To check out, your order subtotal must be $15.00 or more.';
    await expect(page.locator('.cart-minimum').textContent()).resolves.toBe(minimum);
    await expect(page.locator('a.cart-checkout').getAttribute('aria-disabled')).resolves.toBe('true');
    await increase(page, 'Slow Mornings').click();
    await expect.poll(() => page.locator('.cart-minimum').count(), { timeout: 10_000 }).toBe(0);
    await expect(page.locator('a.cart-checkout').getAttribute('aria-disabled')).resolves.toBe('false');
    await page.locator('a.cart-checkout').click();
    await page.waitForURL(/\/checkout$/);
  });
});
