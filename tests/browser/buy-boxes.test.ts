// A page showing many products' buy boxes (the shop list: one per product card): the one commerce
// island gives each button its own product, messages beside it, and leaves an unknown one alone.
import { describe, expect, it } from 'vitest';
import { choose, serverCart, storePage, useProductSuite } from './product-page-helpers.js';
import { hydrated } from './helpers/browser.js';

const suite = useProductSuite(undefined, 240_000);

const POLL = { timeout: 10_000 };

describe('a page of buy boxes', () => {
  it('adds each product with its own button, and says so beside that button', async () => {
    const page = await storePage(suite, '/shop');
    const bowl = page.locator('#product-stoneware-bowl');
    const candle = page.locator('#product-beeswax-candle');
    await expect(page.locator('.sqs-add-to-cart-button').count()).resolves.toBeGreaterThan(2);
    await bowl.locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => bowl.locator('.add-to-cart-status').textContent(), POLL).toBe('Stoneware Bowl added to cart');
    await expect(candle.locator('.add-to-cart-status').textContent()).resolves.toBe('');
    await candle.locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => candle.locator('.add-to-cart-status').textContent(), POLL).toContain('added to cart');
    await expect(candle.getByRole('link', { name: 'View Cart' }).count()).resolves.toBe(1);
    const cart = await serverCart(page, suite.server.baseUrl);
    expect(cart.entries.map((e) => [e.itemId, e.quantity]).sort()).toEqual([['prod-bowl', 1], ['prod-candle', 1]]);
  });

  it('asks each product for its own options', async () => {
    const page = await storePage(suite, '/shop');
    const apron = page.locator('#product-linen-apron');
    await choose(apron, 'Color', 'Natural');
    await apron.locator('.sqs-add-to-cart-button').click();
    await expect.poll(() => apron.locator('.add-to-cart-alert').textContent(), POLL).toBe('Unable to Add Item Please select the Size option.');
    await expect(page.locator('#product-stoneware-bowl .add-to-cart-alert').textContent()).resolves.toBe('');
    await choose(apron, 'Size', 'S/M');
    await apron.locator('.sqs-add-to-cart-button').click();
    await expect.poll(async () => (await serverCart(page, suite.server.baseUrl)).entries.map((e) => e.chosenVariant?.sku), POLL).toEqual(['APR-NAT-S']);
  });

  it('leaves a buy box of a product it was not given alone, naming it once on the console', async () => {
    await suite.browser.context.clearCookies();
    const page = await suite.browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/shop', async (route) => {
      const response = await route.fetch();
      const stranger = '<div class="sqs-add-to-cart-button" role="button" tabindex="0" data-item-id="prod-stranger">Stranger</div>'
        + '<div class="product-variants" data-item-id="prod-stranger" data-variants="[]"></div>';
      await route.fulfill({ response, body: (await response.text()).replace('<ul class="product-list">', `${stranger}<ul class="product-list">`) });
    });
    await page.goto(`${suite.server.baseUrl}/shop`);
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('#product-stoneware-bowl .sqs-add-to-cart-button')?.hasAttribute('aria-disabled'));
    const stranger = page.locator('.sqs-add-to-cart-button[data-item-id="prod-stranger"]');
    await expect(stranger.getAttribute('aria-disabled')).resolves.toBeNull();
    await stranger.click();
    expect(warnings.filter((w) => w.includes('prod-stranger'))).toHaveLength(1);
    await page.locator('#product-stoneware-bowl .sqs-add-to-cart-button').click();
    await expect.poll(() => page.locator('#product-stoneware-bowl .add-to-cart-status').textContent(), POLL).toContain('added to cart');
  });
});
