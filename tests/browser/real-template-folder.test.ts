// A template folder written for the platform by someone else (../shared/template-folders/garberco,
// copied to a temporary folder) with our seed content (fixtures/seed-content/garberco) served as
// it is, in chromium: every route kind it has answers 200 with its navigation and its items,
// `?format=json` answers the context, an unknown path 404, and no page shows template source or
// answers 500.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const site = mkdtempSync(join(tmpdir(), 'garberco-'));
cpSync(resolve('../shared/template-folders/garberco'), site, { recursive: true });
cpSync(resolve('fixtures/seed-content/garberco'), join(site, 'content'), { recursive: true });
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** JSON-T or a platform tag that reached the visitor. */
const TEMPLATE_SOURCE = /\{\.(section|repeated|if|or|end|var|equal\?)|\{@\||<\/?squarespace:|\{squarespace[.-]/;

interface Route {
  path: string;
  status: number;
  /** What the page must show, as CSS selectors with their text. */
  shows: [string, string | RegExp][];
}

const routes: Route[] = [
  { path: '/', status: 200, shows: [['nav.nav--header a[href="/about"]', 'About'], ['main.js-main section.main__panel--work', '']] },
  { path: '/about', status: 200, shows: [['section.about h2', 'A two-person studio photographing harbours since 2009.'], ['nav.nav--header a[href="/shop"]', 'Shop']] },
  { path: '/shop', status: 200, shows: [['a[href="/shop/p/anemone-print"] + h3, .grid__title', 'Anemone print'], ['nav.nav--header a.header__nav--shop', 'Shop']] },
  { path: '/shop/p/net-loft-print', status: 200, shows: [['.project__text p.h2', 'Net loft print'], ['.product__description', 'Signed and numbered.']] },
  { path: '/tide-pools', status: 200, shows: [['.project__image--full img', ''], ['.info__text', 'Photographed at the lowest tide of the year.']] },
  { path: '/tide-pools/green-anemone', status: 200, shows: [['h1.js-overlay-title', '']] },
  { path: '/net-lofts', status: 200, shows: [['.project__diptych--text .h3', 'Nets hung to dry above the slipway.']] },
  { path: '/gallery', status: 200, shows: [['h1', /Contact Sheets/]] },
  { path: '/no-such-page', status: 404, shows: [['nav.nav--header a[href="/"]', 'Work']] },
];

describe('a real template folder (garberco) with seed content', () => {
  const suite = useBrowserSuite({ env: { SITE_DIR: site } });

  it.each(routes)('$path answers $status with its navigation and items, no template source', async (route) => {
    const page = await suite.browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(String(e)));
    page.on('response', (r) => {
      if (r.status() >= 500) failures.push(`${r.status()} ${r.url()}`);
    });
    const response = await page.goto(suite.server.baseUrl + route.path, { waitUntil: 'load' });
    expect([route.path, response?.status()]).toEqual([route.path, route.status]);
    const html = await response!.text();
    expect(html).not.toMatch(TEMPLATE_SOURCE);
    for (const [selector, text] of route.shows) {
      const element = page.locator(selector).first();
      await expect(element.count(), selector).resolves.toBe(1);
      if (text !== '') expect((await element.textContent())?.trim(), selector).toMatch(text instanceof RegExp ? text : new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    }
    // The projects navigation is handed to the folder's script as JSON in an attribute.
    const tree = JSON.parse((await page.locator('nav.nav--projects').getAttribute('data-app-tree')) ?? '[]') as { collection: { fullUrl: string } }[];
    expect(tree.map((item) => item.collection.fullUrl)).toEqual(['/tide-pools', '/net-lofts']);
    expect(failures).toEqual([]);
    await page.close();
  });

  it("shows the index's child collections in its grid (collection.collections), each linking to its page with its main image", async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/`);
    const tiles = page.locator('section.grid--garberco .grid__item');
    await expect(tiles.count()).resolves.toBe(2);
    // In the content's order of collections (the seed's: its files by name).
    expect((await tiles.locator('.grid__title').allTextContents()).map((t) => t.trim())).toEqual(['The last net lofts of the harbour', 'A low-tide survey of the north shore']);
    expect(await tiles.locator('a.grid__photo').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/net-lofts', '/tide-pools']);
    expect(await tiles.locator('img.figure__image').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('data-img-src')))).toEqual(['/assets/net-lofts/loft.jpg', '/assets/tide-pools/anemone.jpg']);
    const context = (await (await fetch(`${suite.server.baseUrl}/?format=json`)).json()) as { collection: { collections: { id: string; items: { id: string }[] }[] } };
    expect(context.collection.collections.map((c) => [c.id, c.items.map((i) => i.id)])).toEqual([['col-net-lofts', ['nl-loft']], ['col-tide-pools', ['tp-anemone', 'tp-urchins']]]);
    await page.close();
  });

  it('marks the current page in the header navigation', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop/p/anemone-print`);
    await expect(page.locator('main.js-main').getAttribute('id')).resolves.toBe('is-main--shop');
    await expect(page.locator('section.main__panel--shop').getAttribute('class')).resolves.toContain('is-active');
    await expect(page.locator('section.main__panel--about').getAttribute('class')).resolves.toContain('is-hidden');
    await page.close();
  });

  it('answers ?format=json with the context each template received', async () => {
    for (const [path, key, title] of [['/tide-pools', 'collection', 'Tide Pools'], ['/shop/p/anemone-print', 'item', 'Anemone print'], ['/about', 'collection', 'About']] as const) {
      const response = await fetch(`${suite.server.baseUrl}${path}?format=json`);
      expect(response.status).toBe(200);
      const context = (await response.json()) as Record<string, { title?: string }>;
      expect(context[key]?.title).toBe(title);
      expect(Object.keys(context).filter((k) => k.startsWith('squarespace'))).toEqual([]);
    }
  });

  it('serves without a template error, only the warning for its missing stylesheet', () => {
    const logged = suite.server.output().split('\n').filter((line) => line.startsWith('[site]'));
    expect(logged).toEqual([
      "[site] template.conf:60:9: warning: stylesheet 'screen.css' is named, but styles/screen.css does not exist; it is left out of /site.css",
    ]);
    expect(suite.server.output()).not.toMatch(/template error/);
  });

  it('adds no accessibility violation of its own: axe finds only what the folder’s markup holds', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/about`);
    // The folder's <html> has no lang, its icon links no text, its panels no landmark: ours to
    // keep as written (a template's markup is its author's), and nothing else is reported.
    expect(await axeViolations(page)).toEqual([
      'html-has-lang (serious): ["html"]',
      'landmark-unique (moderate): [".nav--projects"]',
      'link-name (serious): [".nav__back--left"]',
      'link-name (serious): [".nav__back--arrow-right"]',
      'link-name (serious): [".nav__back--x"]',
      'region (moderate): [".overlay"]',
      'region (moderate): [".page"]',
    ]);
    await page.close();
  });
});
