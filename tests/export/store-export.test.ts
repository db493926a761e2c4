// `npm run export -- --api-origin` of the demo store: the static pages, served by a plain file host
// on www.shop.test, call the shop's server on api.shop.test (listed in its CORS_ORIGINS) for their
// islands. In chromium, adding to the cart from a static product page updates the cart pill,
// whose link goes to the server's cart page; a crawl of the export finds no broken internal link
// (srcset candidates included), and each width of a product image is its own file that wide.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess } from '../api/helpers/server-process.js';
import { startSuite, stopSuite } from '../api/helpers/suite.js';
import type { TempDatabase } from '../api/helpers/temp-db.js';
import { hydrated, launchBrowser, type Browser } from '../browser/helpers/browser.js';
import { serveFolder, servedFile, type StaticHost } from './helpers/static-host.js';

const out = mkdtempSync(join(tmpdir(), 'store-export-'));
let staticOrigin = '';
let apiOrigin = '';
let db: TempDatabase | undefined;
let server: ServerProcess | undefined;
let host: StaticHost | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  const staticPort = await freePort();
  staticOrigin = `http://www.shop.test:${staticPort}`;
  ({ db, server } = await startSuite({ CORS_ORIGINS: staticOrigin }));
  apiOrigin = server.baseUrl.replace('127.0.0.1', 'api.shop.test');
  const run = spawnSync(process.execPath, ['scripts/export-site.mjs', '--site', 'sites/fern-and-finch', '--out', out, '--api-origin', apiOrigin], { encoding: 'utf8', timeout: 170_000 });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  host = await serveFolder(out, staticPort);
  // Both names are this machine; they are one site (shop.test) but two hosts, so the static
  // pages cannot read the server's cookies and learn the crumb from its answers.
  browser = await launchBrowser({ args: ['--host-resolver-rules=MAP *.shop.test 127.0.0.1'] });
  browser.context.setDefaultTimeout(10_000);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  host?.server.closeAllConnections();
  await host?.close();
  await stopSuite(server, db);
  rmSync(out, { recursive: true, force: true });
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : []));
}

const LINK = /\b(?:href|src|action)="([^"]+)"/g;
const SRCSET = /\bsrcset="([^"]+)"/g;

/** The URLs a page links to or shows: its href, src and action attributes and every srcset candidate. */
function linksOf(html: string): string[] {
  const links = [...html.matchAll(LINK)].map((m) => m[1]!);
  for (const [, srcset] of html.matchAll(SRCSET)) for (const candidate of srcset!.split(',')) links.push(candidate.trim().split(/\s+/)[0]!);
  return links.map((link) => link.replaceAll('&amp;', '&'));
}

async function open(path: string): Promise<Page> {
  const page = await browser!.newPage();
  await page.goto(`${staticOrigin}${path}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return page;
}

describe('a static export of the store calling its server', () => {
  it('writes the shop, its products, the journal and the contact page, and has no broken internal link', () => {
    for (const url of ['/', '/shop/', '/shop/p/beeswax-candle/', '/shop/p/linen-apron/', '/blog/', '/contact/']) {
      expect([url, servedFile(out, url) !== undefined]).toEqual([url, true]);
    }
    // The site's small stylesheet is inside every page (site/pipeline/site-assets.ts).
    expect(readFileSync(servedFile(out, '/')!, 'utf8')).toMatch(/<style data-site-css="[0-9a-f]{12}">/);
    const broken: string[] = [];
    const pages = htmlFiles(out);
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages) {
      for (const url of linksOf(readFileSync(page, 'utf8'))) {
        if (!url.startsWith('/') || url.startsWith('//')) continue;
        if (servedFile(out, url.split('#')[0]!) === undefined) broken.push(`${page.slice(out.length)} → ${url}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('writes each width of a product image as its own file, that many pixels wide, named by the page\'s srcset', async () => {
    const product = readFileSync(servedFile(out, '/shop/p/monogrammed-mug/')!, 'utf8');
    const image = /<img\b[^>]*class="product-image"[^>]*>/.exec(product)?.[0] ?? '';
    expect(image).toContain('src="/assets/rasters/images/mug.750w.jpg"');
    const srcset = /\bsrcset="([^"]+)"/.exec(image)?.[1] ?? '';
    const candidates = srcset.split(',').map((c) => c.trim().split(/\s+/) as [string, string]);
    expect(candidates.map(([, w]) => w)).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
    for (const [url, descriptor] of candidates) {
      expect(url).toBe(`/assets/rasters/images/mug.${descriptor}.jpg`);
      const file = servedFile(out, url);
      expect([url, file !== undefined]).toEqual([url, true]);
      const meta = await sharp(readFileSync(file!)).metadata();
      expect([url, meta.format, meta.width]).toEqual([url, 'jpeg', Number.parseInt(descriptor, 10)]);
    }
    expect(product).not.toMatch(/="\/(?:assets|media)\/[^"]*\?format=/);
  });

  it('sends the cart and checkout links and the no-script form to the server, and keeps no crumb of its own', () => {
    const product = readFileSync(servedFile(out, '/shop/p/linen-apron/')!, 'utf8');
    expect(product).toContain(`<meta name="sf-api-origin" content="${apiOrigin}">`);
    expect(product).toContain(`href="${apiOrigin}/cart"`);
    expect(product).toContain(`action="${apiOrigin}/cart/add"`);
    expect(product).toMatch(/name="crumb" value=""/);
  });

  it('adds to the cart from a static product page: the pill shows the item and links to the server\'s cart', async () => {
    const page = await open('/shop/p/beeswax-candle/');
    await expect(page.locator('a.cart-pill').count()).resolves.toBe(0);
    await page.locator('.sqs-add-to-cart-button[data-item-id="prod-candle"]').first().click();
    const pill = page.locator('a.cart-pill');
    await pill.waitFor();
    await expect(pill.locator('.cart-pill-count').textContent()).resolves.toBe('1');
    await expect(pill.getAttribute('href')).resolves.toBe(`${apiOrigin}/cart`);
    // Another static page shows the same cart, and the server's cart page lists it.
    await page.goto(`${staticOrigin}/shop/`);
    await page.locator('a.cart-pill').waitFor();
    await expect(page.locator('a.cart-pill .cart-pill-count').textContent()).resolves.toBe('1');
    await page.locator('a.cart-pill').click();
    await page.waitForURL(`${apiOrigin}/cart`);
    await expect(page.locator('main').textContent()).resolves.toContain('Beeswax Candle');
    await page.close();
  });
});
