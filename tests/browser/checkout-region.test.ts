// The checkout's region field (issue 20, finding 4: the region was free text, and one the tax
// rates did not know paid the country's rate): a select of the chosen country's subdivisions.
// With JavaScript only the chosen country's group is offered and a change of country follows;
// without it every country's group is there, and a region of another country comes back with the
// error beside the field. axe finds nothing on either page.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { screenshot } from './helpers/browser.js';
import { addToCart, CANDLE } from './cart-helpers.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const suite = useBrowserSuite({ timeouts: { action: 10_000, navigation: 30_000 } });
const REGION = 'State, province or region';

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

async function checkout(javaScript: boolean): Promise<Page> {
  const page = await suite.browser.newPage();
  if (!javaScript) await page.route('**/_astro/**', (route) => route.abort());
  await page.goto(`${suite.server.baseUrl}/shop`);
  expect(await addToCart(page, CANDLE.id, 1)).toBe(200);
  await page.goto(`${suite.server.baseUrl}/checkout`);
  return page;
}

/** The countries whose group of regions the select offers (not disabled). */
const offeredGroups = (page: Page) =>
  page.locator('select[name="shippingAddress.region"] optgroup').evaluateAll((groups) => groups.filter((g) => !(g as HTMLOptGroupElement).disabled).map((g) => (g as HTMLOptGroupElement).label));

describe('the checkout\'s region select', () => {
  it('offers the chosen country\'s subdivisions and follows a change of country', async () => {
    const page = await checkout(true);
    await page.getByLabel('Country').selectOption('US');
    await expect.poll(() => offeredGroups(page)).toEqual(['United States']);
    await page.getByLabel(REGION).selectOption({ label: 'Illinois' });
    await page.getByLabel('Country').selectOption('CA');
    await expect.poll(() => offeredGroups(page)).toEqual(['Canada']);
    await expect(page.getByLabel(REGION).inputValue()).resolves.toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-region-select');
    await fillCheckoutDetails(page);
    await page.getByLabel('City').fill('Toronto');
    await page.getByLabel('Postal code').fill('M5V 2T6');
    await page.getByLabel('Country').selectOption('CA');
    await page.getByLabel(REGION).selectOption({ label: 'Ontario' });
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    await expect(page.locator('.order-shipping-address address').textContent()).resolves.toContain('Toronto, ON M5V 2T6');
  });

  it('without JavaScript offers every country\'s group; another country\'s region comes back with the error beside the field', async () => {
    const page = await checkout(false);
    const groups = await page.locator('select[name="shippingAddress.region"] optgroup').evaluateAll((all) => all.map((g) => (g as HTMLOptGroupElement).label));
    expect(groups).toEqual(expect.arrayContaining(['United States', 'Canada', 'United Kingdom', 'Germany']));
    await fillCheckoutDetails(page);
    await page.getByLabel(REGION).selectOption('CA-ON');
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout$/);
    const region = page.getByLabel(REGION);
    await expect(region.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#checkout-shippingAddress-region-error').textContent()).resolves.toBe(
      'State, province or region is not one we know in United States: choose it from the list (for example Alabama or AL).',
    );
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Your order was not placed. Please correct the fields below.');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-region-refused');
    await region.selectOption('US-OR');
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    await expect(page.locator('.order-shipping-address address').textContent()).resolves.toContain('Portland, OR 97201');
  });
});
