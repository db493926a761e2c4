// Site pages served by the one door (site/http/serve-page.ts) as a visitor uses them: a page
// without islands, then the product page whose islands React rendered on the server hydrate in
// chromium and add to cart, then the same kept page of the first kind served again with the
// cart pill, with no console error (a script the Content-Security-Policy refused would log one)
// and no accessibility violation on the pages before the pill shows.
import { describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe.js';
import { hydrated } from './helpers/browser.js';
import { button, choose, serverCart, useProductSuite } from './product-page-helpers.js';

const suite = useProductSuite(undefined, 240_000);
const POLL = { timeout: 10_000 };

describe('the one door', () => {
  it('serves a page without islands, then hydrates the product page\'s islands, adds to cart, and the kept page shows the pill', async () => {
    await suite.browser.context.clearCookies();
    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${suite.server.baseUrl}/events`);
    await expect(page.locator('astro-island').count()).resolves.toBe(0);
    await expect(page.locator('.cart-pill').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${suite.server.baseUrl}/shop/p/linen-apron`);
    // Server-rendered: the islands are in the page before any script ran, then hydrated.
    await expect(page.locator('astro-island[component-url*="Commerce"]').count()).resolves.toBe(1);
    await hydrated(page);
    await page.waitForFunction(() => [...document.querySelectorAll('.sqs-add-to-cart-button')].every((b) => b.hasAttribute('aria-disabled')));
    expect(await axeViolations(page)).toEqual([]);
    await choose(page, 'Color', 'Natural');
    await choose(page, 'Size', 'S/M');
    await button(page).click();
    await expect.poll(async () => (await serverCart(page, suite.server.baseUrl)).totalQuantity, POLL).toBe(1);
    await expect.poll(() => page.locator('.cart-pill-count').textContent(), POLL).toBe('1');

    await page.goto(`${suite.server.baseUrl}/events`);
    await hydrated(page);
    await expect.poll(() => page.locator('.cart-pill-count').textContent(), POLL).toBe('1');
    expect(errors).toEqual([]);
  });
});
