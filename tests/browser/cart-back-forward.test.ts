// The cart page and the back/forward cache: a shopper leaves /cart, changes their cart elsewhere
// and comes Back. The page is restored from the cache (its scripts' state survives, `pageshow`
// says persisted) rather than loaded again, and it shows the cart as it is now, not as it was left.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { addToCart, BOWL, CANDLE } from './cart-helpers.js';

const suite = useBrowserSuite({ backForwardCache: true, timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

/** Marks the page's script world, and records whether the next `pageshow` restored it. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const world = window as unknown as { leftAt?: string };
    world.leftAt = location.pathname;
    window.addEventListener('pageshow', (event) => {
      document.documentElement.dataset['restored'] = String(event.persisted);
    });
  });
}

const leftAt = (page: Page) => page.evaluate(() => (window as unknown as { leftAt?: string }).leftAt ?? null);

describe('the cart page and Back', () => {
  it('is restored from the back/forward cache and shows the current cart', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(page, CANDLE.id, 1)).toBe(200);
    await page.goto(`${suite.server.baseUrl}/cart`);
    await hydrated(page);
    await page.locator('#sqs-cart-root[data-island="ready"]').waitFor();
    await expect(page.locator('.cart-entry').count()).resolves.toBe(1);
    await page.waitForLoadState('networkidle');
    await markPage(page);

    await page.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(page, BOWL.id, 1)).toBe(200);
    await page.goBack({ waitUntil: 'commit' });

    await page.locator('html[data-restored="true"]').waitFor({ state: 'attached' });
    await expect(leftAt(page)).resolves.toBe('/cart');
    await page.locator('.cart-entry', { hasText: BOWL.title }).waitFor();
    await expect(page.locator('.cart-entry', { hasText: CANDLE.title }).count()).resolves.toBe(1);
    await expect.poll(() => page.locator('.cart-subtotal-amount').textContent(), { timeout: 10_000 }).toBe('$38.50');
  });

  it('does not keep the checkout page, which holds the shopper\'s details', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(page, CANDLE.id, 1)).toBe(200);
    await page.goto(`${suite.server.baseUrl}/checkout`);
    await page.waitForLoadState('networkidle');
    await markPage(page);
    await page.goto(`${suite.server.baseUrl}/shop`);
    await page.goBack();
    await expect(leftAt(page)).resolves.toBeNull();
  });

  it('restores the home and product pages too', async () => {
    const page = await suite.browser.newPage();
    for (const path of ['/', '/shop/p/linen-apron']) {
      await page.goto(suite.server.baseUrl + path);
      await hydrated(page);
      // A page with a request in flight is not kept.
      await page.waitForLoadState('networkidle');
      await markPage(page);
      await page.goto(`${suite.server.baseUrl}/blog`);
      await page.goBack({ waitUntil: 'commit' });
      await page.locator('html[data-restored="true"]').waitFor({ state: 'attached' });
      await expect(leftAt(page)).resolves.toBe(path);
    }
  });
});
