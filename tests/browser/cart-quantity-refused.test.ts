// Shopper details (issue 25): a quantity typed on the cart page that is not a whole number from 1
// is refused beside the field with the product page's words, and nothing is sent; it used to be
// silently ignored while the box showed it. Above what the line may hold is kept at the most it
// may (cart-page.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';
import { addToCart, CANDLE, serverCart } from './cart-helpers.js';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 }, openTimeoutMs: 300_000 });
const POLL = { timeout: 10_000 };

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function cartWithCandles(quantity: number): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/shop`);
  expect(await addToCart(page, CANDLE.id, quantity)).toBe(200);
  await page.goto(`${suite.server.baseUrl}/cart`);
  await hydrated(page);
  await page.locator('#sqs-cart-root[data-island="ready"]').waitFor();
  return page;
}

describe('cart quantities that are not whole numbers from 1 are refused beside the field', () => {
  it('refuses 0, -1, 1.5 and an empty box with a message beside the field, sending nothing', async () => {
    const page = await cartWithCandles(2);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(r.url());
    });
    const input = page.getByRole('spinbutton', { name: `Quantity of ${CANDLE.title}` });
    const message = page.locator('.cart-entry-message');
    for (const [typed, said] of [
      ['0', 'Quantity must be at least 1.'],
      ['-1', 'Quantity must be at least 1.'],
      ['1.5', 'Quantity must be a whole number'],
      ['', 'Quantity must be a number.'],
    ] as const) {
      await input.fill(typed);
      await expect.poll(() => message.textContent(), POLL).toBe(said);
      await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(input.getAttribute('aria-describedby')).resolves.toBe(await message.getAttribute('id'));
    }
    expect(await axeViolations(page)).toEqual([]);
    await input.fill('3');
    await expect.poll(async () => (await serverCart(page)).totalQuantity, POLL).toBe(3);
    await expect(message.count()).resolves.toBe(0);
    await expect(input.getAttribute('aria-invalid')).resolves.toBe(null);
    expect(puts).toHaveLength(1);
  });

  it('leaving a refused box shows the quantity the cart holds again', async () => {
    const page = await cartWithCandles(2);
    const input = page.getByRole('spinbutton', { name: `Quantity of ${CANDLE.title}` });
    await input.fill('0');
    await expect.poll(() => page.locator('.cart-entry-message').textContent(), POLL).toBe('Quantity must be at least 1.');
    await input.blur();
    await expect.poll(() => input.inputValue(), POLL).toBe('2');
    await expect(page.locator('.cart-entry-message').count()).resolves.toBe(0);
    expect((await serverCart(page)).totalQuantity).toBe(2);
  });
});
