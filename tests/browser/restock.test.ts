// Restock sign-up on sold-out variants in a browser: the email rules, the captcha, the stored
// sign-up (captcha checked by the server: CAPTCHA_VERIFY=local), and the view of the chosen variant.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listRestockSignups } from '../../site/db/index.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated, screenshot } from './helpers/browser.js';

const suite = useBrowserSuite({ env: { CAPTCHA_VERIFY: 'local' } });

async function signUps(productId: string, variantId: string) {
  return suite.db.withStore(async (store) => (await listRestockSignups(store, { productId, variantId })).signUps);
}

async function productPage(slug: string): Promise<Page> {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.baseUrl}/shop/p/${slug}`);
  await hydrated(page);
  return page;
}

const view = (variantId: string) => `.product-restock-notification[data-variant-id="${variantId}"]`;

describe('restock sign-up', () => {
  it('checks the email and the captcha, then signs up a sold-out product without options', async () => {
    const page = await productPage('linen-tea-towel');
    const towel = view('var-tea-towel');
    const status = page.locator(`${towel} .product-restock-status`);
    expect(await page.locator(towel).isVisible()).toBe(true);
    await page.click(`${towel} input[type="submit"]`);
    await expect.poll(() => status.textContent()).toBe('Email cannot be blank');
    const email = page.locator(`${towel} input[name="email"]`);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-describedby')).toBe('restock-message-var-tea-towel');
    await email.fill('reader@example');
    await email.press('Enter');
    await expect.poll(() => status.textContent()).toBe('Email is invalid');
    await email.fill('reader@example.com');
    await email.press('Enter');
    await expect.poll(() => status.textContent()).toBe('Complete CAPTCHA before submitting.');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    await page.check(`${towel} input[name="isJoinMailingList"]`);
    await page.check(`${towel} .local-captcha-check`);
    await expect.poll(() => page.locator(`${towel} .local-captcha-status`).textContent(), { timeout: 20_000 }).toBe('Verified');
    await page.click(`${towel} input[type="submit"]`);
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Signed up! We will email you when it is back.');
    expect(await page.locator(`${towel} form`).isHidden()).toBe(true);
    expect(await page.locator(`${towel} .local-captcha`).count()).toBe(0);
    expect(await signUps('prod-tea-towel', 'var-tea-towel')).toMatchObject([{ email: 'reader@example.com', joinMailingList: true }]);
    await screenshot(page, 'restock-signed-up');
    await page.close();
  });

  it('shows the sold-out variant\'s form when the variant selects announce it, and shows the server\'s message on failure', async () => {
    const page = await productPage('linen-apron');
    const apron = view('var-apron-charcoal-l');
    expect(await page.locator(apron).isHidden()).toBe(true);
    const announce = (variantId: string, soldOut: boolean) =>
      page.evaluate(
        ([variantId, soldOut]) =>
          document.querySelector('[data-item-id="prod-apron"]')!.dispatchEvent(
            new CustomEvent('variant-change', { bubbles: true, detail: { productId: 'prod-apron', variantId, soldOut } }),
          ),
        [variantId, soldOut] as const,
      );
    await announce('var-apron-charcoal-l', true);
    await expect.poll(() => page.locator(apron).isVisible()).toBe(true);
    await announce('var-apron-natural-s', false);
    await expect.poll(() => page.locator(apron).isHidden()).toBe(true);
    await announce('var-apron-charcoal-l', true);
    await expect.poll(() => page.locator(apron).isVisible()).toBe(true);

    // A captcha token the server refuses (already used): its message, and the captcha reset.
    await page.fill(`${apron} input[name="email"]`, 'maker@example.com');
    await page.check(`${apron} .local-captcha-check`);
    await expect.poll(() => page.locator(`${apron} .local-captcha-status`).textContent(), { timeout: 20_000 }).toBe('Verified');
    const token = await page.$eval(`${apron} .local-captcha`, (el) => (el as HTMLElement).dataset['token'] ?? '');
    await page.evaluate(async (captchaToken) => {
      const crumb = decodeURIComponent(document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '');
      await fetch('/api/site-users/account/notifications/restock', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
        body: JSON.stringify({ productId: 'prod-apron', variantId: 'var-apron-charcoal-l', siteVisitorEmail: 'other@example.com', captchaToken }),
      });
    }, token);
    await page.click(`${apron} input[type="submit"]`);
    const status = page.locator(`${apron} .product-restock-status`);
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Complete CAPTCHA before submitting.');
    expect(await page.locator(`${apron} .local-captcha-check`).isChecked()).toBe(false);
    await page.check(`${apron} .local-captcha-check`);
    await expect.poll(() => page.locator(`${apron} .local-captcha-status`).textContent(), { timeout: 20_000 }).toBe('Verified');
    await page.click(`${apron} input[type="submit"]`);
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Signed up! We will email you when it is back.');
    const rows = await signUps('prod-apron', 'var-apron-charcoal-l');
    expect(rows.map((r) => r.email).sort()).toEqual(['maker@example.com', 'other@example.com']);
    await page.close();
  });
});
