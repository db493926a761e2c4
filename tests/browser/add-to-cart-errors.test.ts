// The add-to-cart failures a visitor can meet (spec 000 §8): an expired session (the crumb cookie
// gone while other cookies remain) and too many changes at once (429).
import { describe, expect, it } from 'vitest';
import { alert, button, productPage, serverCart, useProductSuite } from './product-page-helpers.js';

const suite = useProductSuite({ RATE_LIMIT_WRITES: '2', RATE_LIMIT_WINDOW_MS: '60000' }, 240_000);

const POLL = { timeout: 10_000 };

describe('add-to-cart failures', () => {
  it('tells a visitor whose crumb is gone that the session expired, then returns to idle', async () => {
    const page = await productPage(suite, 'stoneware-bowl');
    // The islands' first cart load would issue a fresh crumb: let it finish first.
    await page.waitForLoadState('networkidle');
    await suite.browser.context.clearCookies({ name: 'crumb' });
    expect((await suite.browser.context.cookies()).length).toBeGreaterThan(0);
    await button(page).click();
    await expect.poll(() => alert(page).textContent(), POLL).toBe(
      'Unable to Add Item Your session has expired. Please reload the page and try again.',
    );
    await expect.poll(() => button(page).getAttribute('aria-disabled'), POLL).toBe('false');
    await expect(button(page).textContent()).resolves.toContain('Add To Cart');
    expect((await serverCart(page, suite.server.baseUrl)).totalQuantity).toBe(0);
  });

  it('asks to wait a few seconds past the rate limit', async () => {
    const page = await productPage(suite, 'stoneware-bowl');
    for (let i = 0; i < 2; i += 1) {
      await button(page).click();
      await expect.poll(() => button(page).textContent(), POLL).toContain('Added!');
      await expect.poll(() => button(page).getAttribute('aria-disabled'), POLL).toBe('false');
    }
    await button(page).click();
    await expect.poll(() => alert(page).textContent(), POLL).toBe('Unable to Add Item Please try again in a few seconds.');
    expect((await serverCart(page, suite.server.baseUrl)).totalQuantity).toBe(2);
  }, 60_000);
});
