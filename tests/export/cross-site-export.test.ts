// `npm run export -- --api-origin` of the demo store on a host of ANOTHER site than the shop: the
// static pages are served by a plain file host on www.static-host.test, the shop's server is
// http://localhost (another site) with SITE_URL naming https and the static origin in
// CORS_ORIGINS. Chromium treats http://localhost as a secure origin, so it keeps the shop's
// `SameSite=None; Secure` cookies and sends them with the static pages' cross-site calls, as it
// would to an https shop, when its profile allows third-party cookies (Chrome's default setting;
// this chromium blocks them unless told). A visitor adds to the cart with JavaScript (the buy
// box's island) and without it (the buy box's form, posted to the shop, which answers with its own
// cart page: a top-level navigation, so it works with third-party cookies blocked too), and sees
// the cart on the shop. A browser blocking third-party cookies is told to enable cookies by the
// island; a form post from an unlisted origin is refused.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt } from '../api/helpers/built-site.js';
import { freePort, startServer, type ServerProcess } from '../api/helpers/server-process.js';
import { tempDatabase, type TempDatabase } from '../api/helpers/temp-db.js';
import { hydrated, launchBrowser, type Browser } from '../browser/helpers/browser.js';
import { serveFolder, type StaticHost } from './helpers/static-host.js';

const out = mkdtempSync(join(tmpdir(), 'cross-site-export-'));
let staticOrigin = '';
let apiOrigin = '';
let db: TempDatabase | undefined;
let server: ServerProcess | undefined;
let host: StaticHost | undefined;
const browsers: Browser[] = [];

beforeAll(async () => {
  const [staticPort, shopPort] = [await freePort(), await freePort()];
  staticOrigin = `http://www.static-host.test:${staticPort}`;
  apiOrigin = `http://localhost:${shopPort}`;
  await ensureSiteBuilt();
  db = await tempDatabase();
  server = await startServer(db.url, { SITE_URL: `https://localhost:${shopPort}`, CORS_ORIGINS: staticOrigin, RATE_LIMIT_WRITES: '1000' }, { port: shopPort });
  const run = spawnSync(process.execPath, ['scripts/export-site.mjs', '--site', 'sites/fern-and-finch', '--out', out, '--api-origin', apiOrigin], { encoding: 'utf8', timeout: 170_000 });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  host = await serveFolder(out, staticPort);
}, 240_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  host?.server.closeAllConnections();
  await host?.close();
  await server?.stop();
  await db?.dispose();
  rmSync(out, { recursive: true, force: true });
});

/** A fresh visitor's browser: the static host's name and localhost both lead to this machine. */
async function visitor(javaScriptEnabled: boolean, thirdPartyCookies: boolean): Promise<Browser> {
  const browser = await launchBrowser({ javaScriptEnabled, thirdPartyCookies, args: ['--host-resolver-rules=MAP *.static-host.test 127.0.0.1, MAP localhost 127.0.0.1'] });
  browser.context.setDefaultTimeout(10_000);
  browsers.push(browser);
  return browser;
}

async function cartLines(page: Page): Promise<string[]> {
  await page.locator('.cart-entry').first().waitFor();
  return page.locator('.cart-entry .cart-entry-title').allTextContents();
}

describe('a static export on another site than the shop', () => {
  it('adds to the cart with JavaScript: the shop\'s cookies go cross-site (SameSite=None; Secure) and its cart page lists the item', async () => {
    const browser = await visitor(true, true);
    const page = await browser.newPage();
    await page.goto(`${staticOrigin}/shop/p/beeswax-candle/`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.locator('.sqs-add-to-cart-button[data-item-id="prod-candle"]').first().click();
    const pill = page.locator('a.cart-pill');
    await pill.waitFor();
    await expect(pill.locator('.cart-pill-count').textContent()).resolves.toBe('1');
    const cookies = await browser.context.cookies(apiOrigin);
    const visitorCookie = cookies.find((c) => c.name === 'sf_visitor');
    expect(visitorCookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    expect(cookies.find((c) => c.name === 'crumb')).toMatchObject({ sameSite: 'None', secure: true, httpOnly: false });
    // Another static page shows the same cart, and the pill leads to the shop's cart page.
    await page.goto(`${staticOrigin}/shop/`);
    await expect(page.locator('a.cart-pill .cart-pill-count').textContent()).resolves.toBe('1');
    await page.locator('a.cart-pill').click();
    await page.waitForURL(`${apiOrigin}/cart`);
    expect((await cartLines(page)).join(' ')).toContain('Beeswax Candle');
  });

  it('tells a visitor whose browser blocks third-party cookies to enable them, adding nothing', async () => {
    const browser = await visitor(true, false);
    const page = await browser.newPage();
    await page.goto(`${staticOrigin}/shop/p/beeswax-candle/`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.locator('.sqs-add-to-cart-button[data-item-id="prod-candle"]').first().click();
    await page.getByText('Please enable cookies in your browser, reload the page, and try again.').first().waitFor();
    await expect(page.locator('a.cart-pill').count()).resolves.toBe(0);
  });

  it('adds to the cart without JavaScript: the form posts to the shop, which shows its own cart page', async () => {
    const browser = await visitor(false, false);
    const page = await browser.newPage();
    await page.goto(`${staticOrigin}/shop/p/linen-apron/`);
    const form = page.locator('form.product-add-form');
    await expect(form.getAttribute('action')).resolves.toBe(`${apiOrigin}/cart/add`);
    await form.locator('select[name="variantId"]').selectOption({ label: 'Natural / L/XL' });
    await form.locator('button.product-add-submit').click();
    await page.waitForURL(`${apiOrigin}/cart`);
    expect((await cartLines(page)).join(' ')).toContain('Linen Apron');
    // A refusal goes to the shop's product page with its message, not back to any other host.
    await page.goto(`${staticOrigin}/shop/p/linen-apron/`);
    await page.locator('form.product-add-form button.product-add-submit').click();
    await page.waitForURL(`${apiOrigin}/shop/p/linen-apron`);
    await expect(page.locator('body').textContent()).resolves.toContain('Please select the Color and Size options.');
  });

  it('refuses the same form posted from a page of an origin not listed (403 before the form is read), and takes it from the listed one', async () => {
    const form = new URLSearchParams({ itemId: 'prod-bowl', quantity: '1', crumb: '' });
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = await fetch(`${apiOrigin.replace('localhost', '127.0.0.1')}/cart/add`, { method: 'POST', redirect: 'manual', headers: { ...headers, origin: 'http://www.elsewhere.test' }, body: form });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toBe('Cross-site POST form submissions are forbidden');
    const listed = await fetch(`${apiOrigin.replace('localhost', '127.0.0.1')}/cart/add`, { method: 'POST', redirect: 'manual', headers: { ...headers, origin: staticOrigin }, body: form });
    expect([listed.status, listed.headers.get('location')]).toEqual([303, '/cart']);
  });
});
