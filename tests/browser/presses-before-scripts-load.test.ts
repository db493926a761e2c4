// A press on a server-rendered control that the commerce island enhances (Quick View, Add To
// Cart) made before the island's script has loaded was lost: the handlers are attached only when
// the island hydrates. The page's first script (islands/early-press/) keeps the press and the
// control replays it, once, when its handler is in place; it is never replayed without one.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { CANDLE, serverCart } from './cart-helpers.js';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 }, openTimeoutMs: 300_000 });
const POLL = { timeout: 10_000 };
const COMMERCE_SCRIPT = /\/_astro\/Commerce\.[^/]*\.js$/;

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

/** The shop with the commerce island's script held back until `release`; its quick-view calls. */
async function shopHeldBack(): Promise<{ page: Page; release: () => void; quickViews: string[] }> {
  const page = await suite.browser.newPage();
  const quickViews: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/census/RecordQuickView/')) quickViews.push(r.url());
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(COMMERCE_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${suite.server.baseUrl}/shop`);
  // The page's own first script is running: the island is not.
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length > 0 && document.readyState === 'complete');
  return { page, release, quickViews };
}

const card = (page: Page, title: string) => page.locator('li.product-card', { hasText: title });
const isOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.quick-view')?.open === true);

describe('presses before the page scripts load', () => {
  it('a Quick View press before the page\'s scripts load opens it once they do', async () => {
    const { page, release, quickViews } = await shopHeldBack();
    await card(page, CANDLE.title).locator('.sqs-product-quick-view-button').click();
    expect(await isOpen(page)).toBe(false);
    release();
    await hydrated(page);
    await expect.poll(() => isOpen(page), POLL).toBe(true);
    await expect(page.locator('dialog.quick-view').getByRole('heading', { level: 2 }).textContent()).resolves.toBe(CANDLE.title);
    await expect.poll(() => quickViews.length, POLL).toBe(1);
  });

  it('Enter on Quick View before the scripts load opens it once they do', async () => {
    const { page, release } = await shopHeldBack();
    await card(page, CANDLE.title).locator('.sqs-product-quick-view-button').focus();
    await page.keyboard.press('Enter');
    release();
    await hydrated(page);
    await expect.poll(() => isOpen(page), POLL).toBe(true);
  });

  it('Add To Cart pressed twice before the scripts load adds one, once they do', async () => {
    const { page, release } = await shopHeldBack();
    const button = card(page, CANDLE.title).locator('.sqs-add-to-cart-button');
    await button.click();
    await button.click();
    release();
    await hydrated(page);
    await expect.poll(() => button.textContent(), POLL).toContain('Added!');
    await expect.poll(async () => (await serverCart(page)).entries.map((e) => [e.itemId, e.quantity]), POLL).toEqual([[CANDLE.id, 1]]);
    // A press after the handler is in place is its own action, not held back.
    await expect.poll(() => button.textContent(), POLL).not.toContain('Added!');
    await button.click();
    await expect.poll(async () => (await serverCart(page)).entries.map((e) => [e.itemId, e.quantity]), POLL).toEqual([[CANDLE.id, 2]]);
  });
});
