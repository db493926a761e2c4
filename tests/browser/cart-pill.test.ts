// The floating cart pill as a visitor sees it: hidden with an empty cart, then the count, the
// word item(s) and the trimmed subtotal, linking to /cart; never on the cart or checkout pages;
// kept current when another tab changes the cart.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { addToCart, BOWL, CANDLE, EBOOK } from './cart-helpers.js';

const suite = useBrowserSuite({ timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function open(path: string): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}${path}`);
  await hydrated(page);
  return page;
}

/** Waits until the page has asked the server for the cart and shown the answer. */
async function cartLoaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

const pill = (page: Page) => page.locator('a.cart-pill');

describe('the cart pill', () => {
  it('is not shown while the cart is empty, and a page without islands then ships none', async () => {
    const page = await open('/shop');
    await cartLoaded(page);
    await expect(pill(page).count()).resolves.toBe(0);
    await page.goto(`${suite.server.baseUrl}/blog`);
    await expect(page.locator('astro-island').count()).resolves.toBe(0);
  });

  it('shows the count, "items" and the subtotal with zero fractions trimmed, and links to the cart', async () => {
    const page = await open('/shop');
    expect(await addToCart(page, CANDLE.id, 2)).toBe(200);
    expect(await addToCart(page, EBOOK.id, 1)).toBe(200);
    await page.reload();
    await expect.poll(() => pill(page).count(), { timeout: 10_000 }).toBe(1);
    await expect(pill(page).locator('.cart-pill-count').textContent()).resolves.toBe('3');
    await expect(pill(page).locator('.cart-pill-word').textContent()).resolves.toBe('items');
    await expect(pill(page).locator('.cart-pill-subtotal').textContent()).resolves.toBe('$44');
    await expect(pill(page).getAttribute('href')).resolves.toBe('/cart');
    // Screen readers hear a sentence, not the digits.
    await expect(page.getByRole('link', { name: '3 items in cart' }).count()).resolves.toBe(1);
    await expect(pill(page).locator('[aria-hidden="true"]').textContent()).resolves.toContain('3');
    // It fades in: 0.2 s, then 0.5 s (spec 000 §9).
    const fade = await pill(page).evaluate((el) => [getComputedStyle(el).animationDelay, getComputedStyle(el).animationDuration]);
    expect(fade).toEqual(['0.2s', '0.5s']);
    await pill(page).click();
    await page.waitForURL(/\/cart$/);
  });

  it('says "item" for one, and keeps a non-zero fraction', async () => {
    const page = await open('/blog');
    await addToCart(page, BOWL.id, 1);
    await page.reload();
    await expect.poll(() => pill(page).textContent(), { timeout: 10_000 }).toContain('$22.50');
    await expect(pill(page).locator('.cart-pill-word').textContent()).resolves.toBe('item');
    await expect(page.getByRole('link', { name: 'One item in cart' }).count()).resolves.toBe(1);
  });

  it('shows "100+" above 100', async () => {
    const page = await open('/shop');
    expect(await addToCart(page, CANDLE.id, 120)).toBe(200);
    await page.reload();
    await expect.poll(() => pill(page).locator('.cart-pill-count').textContent(), { timeout: 10_000 }).toBe('100+');
    await expect(page.getByRole('link', { name: 'More than 100 items in cart' }).count()).resolves.toBe(1);
  });

  it('is never on the cart page nor at checkout', async () => {
    const page = await open('/shop');
    await addToCart(page, CANDLE.id, 1);
    for (const path of ['/cart', '/checkout']) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await hydrated(page);
      await cartLoaded(page);
      await expect(pill(page).count()).resolves.toBe(0);
    }
  });

  it('follows a change made in another tab', async () => {
    const shop = await open('/shop');
    await addToCart(shop, CANDLE.id, 3);
    await shop.reload();
    await expect.poll(() => pill(shop).locator('.cart-pill-count').textContent(), { timeout: 10_000 }).toBe('3');
    const cart = await open('/cart');
    await cart.getByRole('button', { name: `Increase quantity of ${CANDLE.title}` }).click();
    await expect.poll(() => pill(shop).locator('.cart-pill-count').textContent(), { timeout: 10_000 }).toBe('4');
    await expect(pill(shop).locator('.cart-pill-subtotal').textContent()).resolves.toBe('$64');
  });
});
