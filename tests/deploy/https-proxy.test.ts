// The deployment: Debian's nginx with a self-signed certificate in front of two server processes
// on one PostgreSQL database, reached over https at a host name that is not localhost
// (shop.test, given to 127.0.0.1 in the browser). What a shopper does passes through it: add to
// cart, add without JavaScript, the contact form, checkout; cookies are Secure and HSTS is sent.
// Runs in `npm run test:postgres` (it needs TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { listFormSubmissions } from '../../site/db/index.js';
import { freePort, startServer, type ServerProcess } from '../api/helpers/server-process.js';
import { ensureSiteBuilt } from '../api/helpers/built-site.js';
import { tempDatabase, type TempDatabase } from '../api/helpers/temp-db.js';
import { launchBrowser, type Browser } from '../browser/helpers/browser.js';
import { addToCart, CANDLE, serverCart } from '../browser/cart-helpers.js';
import { fillCheckoutDetails } from '../browser/checkout-helpers.js';
import { proxyGet, startNginx, type Nginx } from './nginx.js';

const HOST = 'shop.test';
const postgres = (process.env['TEST_DATABASE_URL'] ?? '').startsWith('postgres');

describe.skipIf(!postgres)('behind nginx over https, two processes on PostgreSQL', () => {
  let db: TempDatabase;
  let servers: ServerProcess[] = [];
  let nginx: Nginx;
  let browser: Browser;
  let port: number;

  beforeAll(async () => {
    await ensureSiteBuilt();
    db = await tempDatabase();
    port = await freePort();
    const env = {
      SITE_URL: `https://${HOST}:${String(port)}`, TRUSTED_PROXIES: 'loopback', CAPTCHA_VERIFY: 'local',
      RATE_LIMIT_WRITES: '1000', RATE_LIMIT_ADDRESS_WRITES: '10000',
    };
    // One process first: it migrates and seeds the database; the second finds it ready.
    servers = [await startServer(db.url, env)];
    servers.push(await startServer(db.url, env));
    nginx = await startNginx({ hostname: HOST, port, upstreams: servers.map((s) => new URL(s.baseUrl).host) });
    browser = await launchBrowser({ args: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`], ignoreHTTPSErrors: true });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    for (const server of servers) await server.stop();
    await db?.dispose();
  });

  const visit = async (path: string): Promise<Page> => {
    const page = await browser.newPage();
    await page.goto(`${nginx.origin}${path}`);
    return page;
  };

  it('answers over https with HSTS, and every cookie it sets is Secure', async () => {
    const answer = await proxyGet(port, HOST, '/shop');
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const page = await visit('/shop');
    const cookies = await browser.context.cookies(nginx.origin);
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['crumb', 'sf_visitor']));
    expect(cookies.every((c) => c.secure)).toBe(true);
    await page.close();
  });

  it('adds to the cart from a page, as the islands do', async () => {
    const page = await visit('/shop');
    expect(await addToCart(page, CANDLE.id, 2)).toBe(200);
    expect((await serverCart(page)).totalQuantity).toBe(2);
    await page.close();
  });

  it('adds to the cart without JavaScript (the form post passes the origin check)', async () => {
    const plain = await launchBrowser({ args: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`], ignoreHTTPSErrors: true, javaScriptEnabled: false });
    try {
      const candles = () => db.withStore(async (store) => Number((await store.db.selectFrom('cart_entries').select((eb) => eb.fn.sum('quantity').as('n')).where('product_id', '=', CANDLE.id).executeTakeFirst())?.n ?? 0));
      const before = await candles();
      const page = await plain.newPage();
      await page.goto(`${nginx.origin}/shop/p/beeswax-candle`);
      await page.locator('form.product-add-form input[name="quantity"]').fill('3');
      await page.locator('form.product-add-form button.product-add-submit').click();
      await page.waitForURL(/\/cart$/);
      expect(await candles()).toBe(before + 3);
      const cookies = await plain.context.cookies(nginx.origin);
      expect(cookies.length).toBeGreaterThan(0);
      expect(cookies.every((c) => c.secure)).toBe(true);
    } finally {
      await plain.close();
    }
  });

  it('takes a contact form submission (the captcha works in the secure context)', async () => {
    const page = await visit('/contact');
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    await page.fill('input[name="field-name-First"]', 'Ada');
    await page.fill('input[name="field-name-Last"]', 'Lovelace');
    await page.fill('#field-email-field', 'ada@example.com');
    await page.fill('#field-message-field', 'Sent through the proxy.');
    await page.check('input[name="field-reply"][value="Email"]');
    await page.selectOption('#field-topic-field', 'Commission');
    await page.check('#form-contact .local-captcha-check');
    await expect.poll(() => page.locator('#form-contact .local-captcha-status').textContent(), { timeout: 30_000 }).toBe('Verified');
    await page.click('#form-contact button[type="submit"]');
    await expect.poll(async () => (await db.withStore((store) => listFormSubmissions(store, 'form-contact'))).length, { timeout: 15_000 }).toBe(1);
    await page.close();
  });

  it('checks out: the order is placed and confirmed', async () => {
    const page = await visit('/shop');
    expect(await addToCart(page, CANDLE.id, 1)).toBe(200);
    await page.goto(`${nginx.origin}/checkout`);
    await fillCheckoutDetails(page);
    await page.getByRole('button', { name: 'Place test order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\/[0-9a-f]{24}$/);
    await expect(page.locator('.order-number').first().textContent()).resolves.toMatch(/^#10\d\d$/);
    await page.close();
  });

  it('spread the requests over both server processes', () => {
    for (const server of servers) expect(server.output()).toMatch(/"msg":"request"/);
  });
});
