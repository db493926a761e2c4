// Both site folders served as a visitor sees them, every kind of route, in chromium: the demo
// store (sites/fern-and-finch) and a journal with no store (sites/quiet-pages). Each page answers
// with its status, shows its heading, logs no error, passes axe-core, and `?format=json` answers
// the context its template received (never the platform's rendered values).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite, type BrowserSuite } from './helpers/browser-suite.js';

interface Visit {
  path: string;
  status: number;
  heading: string | RegExp;
}

async function visit(suite: BrowserSuite, route: Visit): Promise<{ page: Page; problems: string[] }> {
  const page = await suite.browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !(route.status === 404 && m.text().includes('404'))) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  const response = await page.goto(suite.server.baseUrl + route.path, { waitUntil: 'networkidle' });
  expect([route.path, response?.status()]).toEqual([route.path, route.status]);
  return { page, problems };
}

function routeChecks(suite: BrowserSuite, routes: Visit[]): void {
  it.each(routes)('$path', async (route) => {
    const { page, problems } = await visit(suite, route);
    await expect(page.locator('h1').first().innerText()).resolves.toMatch(route.heading);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
}

describe('the demo store folder', () => {
  const suite = useBrowserSuite({ env: { SITE_DIR: resolve('sites/fern-and-finch') } });
  routeChecks(suite, [
    { path: '/', status: 200, heading: /Fern & Finch|slow mornings/i },
    { path: '/shop', status: 200, heading: 'Shop' },
    { path: '/shop/p/linen-apron', status: 200, heading: 'Linen Apron' },
    { path: '/shop/p/gift-card', status: 200, heading: /Gift Card/ },
    { path: '/shop/p/stoneware-bowl', status: 200, heading: 'Stoneware Bowl' },
    { path: '/shop/p/linen-tea-towel', status: 200, heading: /Tea Towels/ },
    { path: '/shop/p/coffee-subscription', status: 200, heading: /Coffee/ },
    { path: '/shop/p/monogrammed-mug', status: 200, heading: /Mug/ },
    { path: '/checkout', status: 200, heading: /Checkout/i },
    { path: '/blog', status: 200, heading: /Journal/ },
    { path: '/blog/a-new-glaze', status: 200, heading: /glaze/i },
    { path: '/gallery', status: 200, heading: /Gallery/ },
    { path: '/events', status: 200, heading: /Events/ },
    { path: '/contact', status: 200, heading: /Contact/ },
    { path: '/search?q=linen', status: 200, heading: /Search/ },
    { path: '/cart', status: 200, heading: /cart/i },
    { path: '/no-such-page', status: 404, heading: /not found/i },
  ]);

  it('answers ?format=json with the context the product template received', async () => {
    const response = await fetch(`${suite.server.baseUrl}/shop/p/linen-apron?format=json`);
    const context = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(context)).toEqual(expect.arrayContaining(['website', 'websiteSettings', 'navigation', 'collection', 'item', 'pageType', 'productMerchandisingContext']));
    expect(Object.keys(context).filter((key) => key.startsWith('squarespace'))).toEqual([]);
    expect((context['item'] as { title: string }).title).toBe('Linen Apron');
  });
});

describe('the journal folder (blog and gallery, no store)', () => {
  const suite = useBrowserSuite({ env: { SITE_DIR: resolve('sites/quiet-pages') } });
  routeChecks(suite, [
    { path: '/', status: 200, heading: 'Journal' },
    { path: '/journal?offset=1770626700000', status: 200, heading: 'Journal' },
    { path: '/journal?category=Essays', status: 200, heading: 'Journal' },
    { path: '/journal/low-tide-at-six', status: 200, heading: 'Low tide at six' },
    { path: '/about', status: 200, heading: /About/ },
    { path: '/gallery', status: 200, heading: /Photographs|Gallery/ },
    { path: '/gallery/estuary-fog', status: 200, heading: /Estuary/ },
    { path: '/search?q=fog', status: 200, heading: /Search/ },
    { path: '/cart', status: 404, heading: /not found/i },
  ]);

  it('pages through the journal and filters it by category', async () => {
    const { page } = await visit(suite, { path: '/', status: 200, heading: '' });
    const first = await page.locator('article h2').allInnerTexts();
    await page.getByRole('link', { name: 'Older posts' }).click();
    await page.waitForURL(/offset=1770626700000/);
    const second = await page.locator('article h2').allInnerTexts();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    await page.getByRole('link', { name: 'Essays' }).first().click();
    await page.waitForURL(/category=Essays/);
    expect(await page.locator('article').count()).toBeGreaterThan(0);
  });

  it('marks the page being shown in the navigation, and opens its folder', async () => {
    const { page } = await visit(suite, { path: '/about', status: 200, heading: '' });
    await expect(page.locator('[aria-current="page"]').first().innerText()).resolves.toMatch(/About/i);
  });
});
