// The Content-Security-Policy holds the site's own scripts: no violation is reported while a
// visitor adds to the cart, opens the cart and checkout, solves the contact form's captcha, or
// reads the journal site — with pages served fresh and from the page cache.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, type BrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

interface Watched {
  page: Page;
  violations: () => Promise<string[]>;
}

/** A page that records every CSP violation (the event, and chromium's console report). */
async function watchedPage(suite: BrowserSuite): Promise<Watched> {
  const page = await suite.browser.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return {
    page,
    violations: async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))],
  };
}

describe('the store under its CSP', () => {
  const suite = useBrowserSuite({ env: { CAPTCHA_VERIFY: 'local' } });

  it('runs the product page, its buy box, the cart and checkout without a violation', async () => {
    const { page, violations } = await watchedPage(suite);
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(`${suite.server.baseUrl}/shop/p/stoneware-bowl`);
      await hydrated(page);
      expect(await page.evaluate(() => document.querySelector('astro-island') !== null)).toBe(true);
    }
    await page.locator('.sqs-add-to-cart-button').first().click();
    await expect.poll(() => page.locator('.add-to-cart-status').first().textContent()).toBe('Stoneware Bowl added to cart');
    await page.goto(`${suite.server.baseUrl}/cart`);
    await hydrated(page);
    await page.locator('#sqs-cart-root[data-island="ready"] a.cart-checkout').waitFor();
    await expect.poll(() => page.locator('#sqs-cart-root').getByText('Stoneware Bowl').count()).toBeGreaterThan(0);
    await page.goto(`${suite.server.baseUrl}/checkout`);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  it('runs the contact form and its captcha without a violation', async () => {
    const { page, violations } = await watchedPage(suite);
    await page.goto(`${suite.server.baseUrl}/contact`);
    await hydrated(page);
    await page.check('#form-contact .local-captcha-check');
    await expect.poll(() => page.locator('#form-contact .local-captcha-status').textContent(), { timeout: 20_000 }).toBe('Verified');
    await page.click('#form-contact button[type="submit"]');
    await expect.poll(() => page.locator('#form-contact-status-above').textContent()).toContain('One or more fields is invalid');
    expect(await violations()).toEqual([]);
  });

  it('reports a violation for an inline script the server did not send (the policy is in force)', async () => {
    const { page, violations } = await watchedPage(suite);
    await page.goto(`${suite.server.baseUrl}/shop`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});

describe('the journal site under its CSP', () => {
  const suite = useBrowserSuite({ env: { SITE_DIR: resolve('sites/quiet-pages') } });

  it('shows its pages without a violation', async () => {
    const { page, violations } = await watchedPage(suite);
    for (const path of ['/', '/journal/low-tide-at-six', '/gallery', '/about', '/search?q=fog']) {
      const response = await page.goto(`${suite.server.baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
    }
    expect(await violations()).toEqual([]);
  });
});
