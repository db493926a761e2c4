// Search in the header with plurals and stems (issue 25): every page's header has the site's
// search; `aprons` finds the apron, `mugs` the mug; at a phone's width too.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { axeViolations } from './helpers/axe.js';

const suite = useBrowserSuite({ timeouts: { action: 10_000, navigation: 30_000 }, openTimeoutMs: 300_000 });

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
});

async function searchFromHeader(page: Page, from: string, query: string): Promise<string[]> {
  await page.goto(`${suite.server.baseUrl}${from}`);
  const form = page.locator('header').getByRole('search');
  await form.getByLabel('Search this site').fill(query);
  await Promise.all([page.waitForURL((url) => url.pathname === '/search'), form.getByLabel('Search this site').press('Enter')]);
  return page.locator('.search-result-title').allTextContents();
}

describe('search in the header with plurals and stems', () => {
  it('finds the apron for "aprons" from the header of any page', async () => {
    const page = await suite.browser.newPage();
    const found = await searchFromHeader(page, '/blog', 'aprons');
    expect(found.join(' ')).toContain('Linen Apron');
    await expect(page.locator('.search-summary').textContent()).resolves.toMatch(/for “aprons”/);
    expect(await axeViolations(page)).toEqual([]);
    expect((await searchFromHeader(page, '/shop', 'mugs')).join(' ')).toContain('Monogrammed Mug');
  });

  it('is in the header at a phone\'s width, without sideways scroll', async () => {
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await searchFromHeader(page, '/', 'candles')).join(' ')).toContain('Beeswax Candle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
