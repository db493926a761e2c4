// Shopper details (issue 25): the order confirmation fits a 390px phone screen (no sideways
// scroll), and a refused checkout moves focus to its error summary.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { axeViolations } from './helpers/axe.js';
import { addToCart, CANDLE } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, viewport: { width: 390, height: 844 }, timeouts: { action: 10_000, navigation: 30_000 }, openTimeoutMs: 300_000 });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function checkoutWithCandles(): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/shop`);
  expect(await addToCart(page, CANDLE.id, 2)).toBe(200);
  await page.goto(`${suite.server.baseUrl}/checkout`);
  return page;
}

/** How far the page scrolls sideways, and the elements that reach past the screen's right edge. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed')
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { scroll: document.documentElement.scrollWidth - width, past: past.slice(0, 8) };
  });

describe('shopper details', () => {
  it('the confirmation page fits a 390px screen: no horizontal scroll', async () => {
    const page = await checkoutWithCandles();
    await fillCheckoutDetails(page);
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    expect(await page.evaluate(() => innerWidth)).toBe(390);
    expect(await sideways(page)).toEqual({ scroll: 0, past: [] });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('focus moves to the checkout\'s error summary on a failed submit', async () => {
    const page = await checkoutWithCandles();
    await fillCheckoutDetails(page, 'ada@example');
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.waitForFunction(() => document.activeElement?.id === 'checkout-errors');
    await expect(page.locator('#checkout-errors').textContent()).resolves.toContain('Your order was not placed. Please correct the fields below.');
    expect(await sideways(page)).toEqual({ scroll: 0, past: [] });
    expect(await axeViolations(page)).toEqual([]);
  });
});
