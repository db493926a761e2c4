// Installment info (spec 000 §7, §8, §9): the info popup's content is the static installment-info
// page of the shopper's locale, fetched from its configured address (by default served by us for
// each supported pair: US en, CA en and fr, AU en, NZ en, GB en); a failed fetch is only warned
// in the console and the popup keeps its built-in words.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { axeViolations } from './helpers/axe.js';

const suite = useBrowserSuite({ viewport: { width: 1000, height: 700 }, timeouts: { action: 10_000, navigation: 30_000 }, openTimeoutMs: 300_000 });
const POLL = { timeout: 10_000 };

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
});

async function apron(): Promise<{ page: Page; warnings: string[]; fetched: string[] }> {
  const page = await suite.browser.newPage();
  const warnings: string[] = [];
  const fetched: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  page.on('request', (r) => r.url().includes('/installments/info/') && fetched.push(new URL(r.url()).pathname));
  await page.goto(`${suite.server.baseUrl}/shop/p/linen-apron`);
  await hydrated(page);
  return { page, warnings, fetched };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Afterpay' });

describe('installment info', () => {
  it('shows the static info page of the shopper\'s locale in the popup', async () => {
    const { page, fetched, warnings } = await apron();
    await page.getByRole('button', { name: 'Info about Afterpay' }).click();
    await expect.poll(() => dialog(page).locator('.installment-info-page h3').textContent(), POLL).toBe('Pay in 4 with Afterpay');
    await expect(dialog(page).locator('.installment-info-page p').first().textContent()).resolves.toBe(
      'Split your order into 4 interest-free payments, due every two weeks. The first is taken when you place the order.',
    );
    expect(fetched).toEqual(['/installments/info/en-US']);
    expect(warnings).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('only warns in the console when the page cannot be fetched, and shows its own words', async () => {
    const { page, warnings } = await apron();
    await page.route('**/installments/info/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.getByRole('button', { name: 'Info about Afterpay' }).click();
    await expect.poll(() => dialog(page).locator('.installment-info-builtin p').first().textContent(), POLL).toBe(
      'Pay $42.00 in 4 interest-free installments of $10.50, due every two weeks.',
    );
    expect(warnings).toEqual([
      '[installments] the installment info page /installments/info/en-US could not be loaded (HTTP 503); showing the built-in text',
    ]);
    await expect(page.locator('[role="alert"]:not(:empty)').count()).resolves.toBe(0);
  });

  it('serves a page for each supported pair, in its language and brand, and none for others', async () => {
    const page = await suite.browser.newPage();
    const get = async (locale: string) => {
      const response = await page.request.get(`${suite.server.baseUrl}/installments/info/${locale}`);
      return { status: response.status(), text: await response.text() };
    };
    for (const [locale, lang, title] of [
      ['en-US', 'en', 'Pay in 4 with Afterpay'],
      ['en-CA', 'en', 'Pay in 4 with Afterpay'],
      ['fr-CA', 'fr', 'Payez en 4 versements avec Afterpay'],
      ['en-AU', 'en', 'Pay in 4 with Afterpay'],
      ['en-NZ', 'en', 'Pay in 4 with Afterpay'],
      ['en-GB', 'en', 'Pay in 4 with Clearpay'],
    ] as const) {
      const { status, text } = await get(locale);
      expect(status).toBe(200);
      expect(text).toContain(`<html lang="${lang}">`);
      expect(text).toContain(`<h1>${title}</h1>`);
    }
    for (const locale of ['de-DE', 'fr-US', 'xx']) expect((await get(locale)).status).toBe(404);
  });
});
