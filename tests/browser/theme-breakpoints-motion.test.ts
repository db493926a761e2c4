// Two small rows of the theme: the breakpoints of spec 001 §2 (a phone up to 432px, a desktop from
// 433px; no layout in between) in the theme's CSS, and the add-to-cart button's 0.2 s scale
// animation (spec 000 §9) that a visitor who prefers reduced motion does not get.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';
import { addToCart, CANDLE } from './cart-helpers.js';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 }, openTimeoutMs: 300_000 });
const POLL = { timeout: 10_000 };

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

const columns = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);

describe('the breakpoints of seed 001 (phone ≤ 432 px, desktop ≥ 433 px)', () => {
  it('lays the cart lines and the product page out for a phone at 432px and for a desktop at 433px', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop`);
    expect(await addToCart(page, CANDLE.id, 1)).toBe(200);
    await page.setViewportSize({ width: 432, height: 800 });
    await page.goto(`${suite.server.baseUrl}/cart`);
    await hydrated(page);
    await page.locator('#sqs-cart-root[data-island="ready"]').waitFor();
    expect(await columns(page, '.cart-entry')).toBe(3);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).resolves.toBe(true);
    await page.setViewportSize({ width: 433, height: 800 });
    await expect.poll(() => columns(page, '.cart-entry'), POLL).toBe(4);

    await page.goto(`${suite.server.baseUrl}/shop/p/beeswax-candle`);
    expect(await columns(page, '.product-detail')).toBe(2);
    await page.setViewportSize({ width: 432, height: 800 });
    await expect.poll(() => columns(page, '.product-detail'), POLL).toBe(1);
    // The cart pill fades in: axe reads its colours once it has.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the add-to-cart button\'s 0.2 s scale animation', () => {
  const addedAnimation = async (page: Page): Promise<{ name: string; duration: string }> => {
    await page.goto(`${suite.server.baseUrl}/shop/p/beeswax-candle`);
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('.sqs-add-to-cart-button')?.hasAttribute('aria-disabled') === true);
    await page.locator('.sqs-add-to-cart-button').click();
    await page.waitForFunction(() => document.querySelector('.cart-added .sqs-add-to-cart-button') !== null);
    return page.locator('.sqs-add-to-cart-button').evaluate((b) => ({ name: getComputedStyle(b).animationName, duration: getComputedStyle(b).animationDuration }));
  };

  it('scales the button for 0.2 s as the item goes in', async () => {
    const page = await suite.browser.newPage();
    await expect(addedAnimation(page)).resolves.toEqual({ name: 'add-to-cart-scale', duration: '0.2s' });
  });

  it('does not move for a visitor who prefers reduced motion', async () => {
    const page = await suite.browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(addedAnimation(page)).resolves.toMatchObject({ name: 'none' });
  });
});
