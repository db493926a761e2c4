// The chosen variant's name as a shopper without JavaScript reads it: the apron added in a colour
// and size through the product page's no-script form is named "Color: Natural, Size: L/XL" on the
// cart page, at checkout and on the order confirmation, on desktop and on a 390 px phone.
import { describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { fillCheckoutDetails } from './checkout-helpers.js';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });

const VARIANT_NAME = 'Color: Natural, Size: L/XL';
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1200, height: 900 } },
  { name: '390 px phone', viewport: { width: 390, height: 844 } },
];

describe('variant names without JavaScript', () => {
  for (const { name, viewport } of VIEWPORTS) {
    it(`names the chosen apron on the cart, checkout and confirmation pages (${name})`, async () => {
      const browser = await launchBrowser({ viewport, javaScriptEnabled: false });
      try {
        const page = await browser.newPage();
        await page.goto(`${suite.server.baseUrl}/shop/p/linen-apron`);
        await page.locator('form.product-add-form select[name="variantId"]').selectOption({ label: 'Natural / L/XL' });
        await page.locator('form.product-add-form button.product-add-submit').click();
        await page.waitForURL(/\/cart$/);
        const entry = page.locator('.cart-entry').filter({ hasText: 'Linen Apron' });
        await expect(entry.locator('.cart-entry-variant').textContent()).resolves.toBe(VARIANT_NAME);
        // The SKU is the shop's, not the shopper's.
        await expect(entry.textContent()).resolves.not.toContain('APR-NAT-L');

        await page.getByRole('link', { name: 'Checkout' }).click();
        await page.waitForURL(/\/checkout$/);
        const line = page.locator('.checkout-line').filter({ hasText: 'Linen Apron' });
        await expect(line.locator('.checkout-line-variant').textContent()).resolves.toBe(VARIANT_NAME);

        await fillCheckoutDetails(page);
        await page.getByRole('button', { name: 'Place test order' }).click();
        await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
        const ordered = page.locator('.order-line').filter({ hasText: 'Linen Apron' });
        await expect(ordered.locator('.order-line-variant').textContent()).resolves.toBe(VARIANT_NAME);
      } finally {
        await browser.close();
      }
    }, 60_000);
  }
});
