// Checkout as a shopper does it: fill the form, place the order with the test provider and see
// the confirmation with its number; pay later with the manual provider and see how to pay; the
// same without JavaScript, including a refused post that comes back with the error beside its
// field; axe finds nothing on the checkout and confirmation pages.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { screenshot } from './helpers/browser.js';
import { addToCart, CANDLE } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const suite = useBrowserSuite({ timeouts: { action: 10_000, navigation: 30_000 } });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function checkoutWithCandles(javaScript = true): Promise<Page> {
  const page = await suite.browser.newPage();
  if (!javaScript) await page.route('**/_astro/**', (route) => route.abort());
  await page.goto(`${suite.server.baseUrl}/shop`);
  expect(await addToCart(page, CANDLE.id, 2)).toBe(200);
  await page.goto(`${suite.server.baseUrl}/checkout`);
  return page;
}

describe('checkout', () => {
  it('a shopper fills the form, places a test order and sees the confirmation with its number', async () => {
    const page = await checkoutWithCandles();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-form');
    await fillCheckoutDetails(page);
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    await expect(page.locator('.order-confirmed-thanks').textContent()).resolves.toMatch(/Your order #10\d\d is confirmed\./);
    await expect(page.locator('.order-status-label').textContent()).resolves.toBe('Paid');
    await expect(page.locator('.order-line-name').textContent()).resolves.toContain(CANDLE.title);
    await expect(page.locator('.order-grand-total').textContent()).resolves.toBe('$32.00 USD');
    await expect(page.locator('.order-shipping-address address').textContent()).resolves.toContain('Portland, OR 97201');
    await expect(page.locator('.order-payment-instructions').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-confirmed-test');
  });

  it('the manual provider leaves the order awaiting payment and shows how to pay', async () => {
    const page = await checkoutWithCandles();
    await fillCheckoutDetails(page);
    await page.getByRole('button', { name: 'Place order and pay later' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    const number = (await page.locator('.order-number').textContent()) ?? '';
    expect(number).toMatch(/^#10\d\d$/);
    await expect(page.locator('.order-status-label').textContent()).resolves.toBe('Awaiting payment');
    await page.getByRole('heading', { name: 'How to pay' }).waitFor();
    await expect(page.locator('.order-payment-instructions').textContent()).resolves.toContain('bank transfer');
    await expect(page.locator('.order-payment-reference').textContent()).resolves.toBe(number);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-confirmed-manual');
  });

  it('works without JavaScript: a refused post shows the error beside its field, then the order is placed', async () => {
    const page = await checkoutWithCandles(false);
    await fillCheckoutDetails(page, 'ada@example');
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Your order was not placed. Please correct the fields below.');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#checkout-email-error').textContent()).resolves.toBe('Email must be a valid email address, like name@example.com.');
    await expect(page.getByLabel('City').inputValue()).resolves.toBe('Portland');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-refused');
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    await expect(page.locator('.order-confirmed-thanks').textContent()).resolves.toMatch(/#10\d\d is confirmed/);
  });
});
