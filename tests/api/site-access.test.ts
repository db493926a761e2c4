// The owner's locks against the built server: the site-wide lock screen (103) and a protected
// collection's password page (105) at every path and in ?format=json, the password call (wrong,
// right, form post, attempts limited), the signed access cookie, the admin who sees through the
// lock, who may set locks, that passwords are stored hashed, and that the lock and password pages
// tell search engines not to index them (X-Robots-Tag and a robots meta).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser, getSetting } from '../../site/db/index.js';
import { Account, signIn } from './helpers/account.js';
import type { ServerProcess } from './helpers/server-process.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

let db: TempDatabase;
let server: ServerProcess;
let owner: Account;

const OWNER = { email: 'owner@shop.test', password: 'access owner password' };
const VIEWER = { email: 'viewer@shop.test', password: 'viewer password 1' };
const EDITOR = { email: 'editor@shop.test', password: 'editor password 1' };
const SITE_PASSWORD = 'open sesame';
const SHOP_PASSWORD = 'shop secret';
const ATTEMPTS = 4;

beforeAll(async () => {
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: '5000', ACCESS_ATTEMPTS: String(ATTEMPTS), MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password }));
  await new Visitor(server.baseUrl).arrive();
  await db.withStore(async (store) => {
    await createSiteUser(store, { ...VIEWER, roles: ['VIEWER'] });
    await createSiteUser(store, { ...EDITOR, roles: ['EDITOR'] });
  });
  owner = (await signIn(server.baseUrl, OWNER.email, OWNER.password)).account;
}, 180_000);

afterAll(() => stopSuite(server, db));

const visitor = (): Promise<Visitor> => Visitor.arrived(server.baseUrl);

const lock = (account: Account, scope: string, password: string) => account.merchant('PUT', '/api/admin/access', { json: { scope, password } });
const unlock = (account: Account, scope: string) => account.merchant('DELETE', '/api/admin/access', { json: { scope } });
const enter = (v: Visitor, scope: string, password: string, returnTo = '/') => v.call('POST', '/api/site-access', { json: { scope, password, returnTo } });

describe('who sets the locks', () => {
  it('refuses a viewer and an editor, and a short password, storing nothing', async () => {
    const viewer = (await signIn(server.baseUrl, VIEWER.email, VIEWER.password)).account;
    expect((await viewer.merchant('GET', '/api/admin/access')).status).toBe(200);
    expect((await lock(viewer, 'site', SITE_PASSWORD)).status).toBe(403);
    const editor = (await signIn(server.baseUrl, EDITOR.email, EDITOR.password)).account;
    expect((await lock(editor, 'site', SITE_PASSWORD)).status).toBe(403);
    const short = await lock(owner, 'site', 'abc');
    expect(short.status).toBe(400);
    expect(short.body.issues).toContainEqual({ path: 'password', message: 'The password must be at least 6 characters.' });
    expect((await lock(owner, 'page:no-such-page', SITE_PASSWORD)).status).toBe(404);
    expect((await owner.merchant('GET', '/api/admin/access')).body.site.locked).toBe(false);
    expect(await db.withStore((store) => getSetting(store, 'site-access'))).toBeUndefined();
  });
});

describe('a locked site', () => {
  beforeAll(async () => {
    const res = await lock(owner, 'site', SITE_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.site.locked).toBe(true);
  });

  it('stores the password hashed', async () => {
    const stored = JSON.stringify(await db.withStore((store) => getSetting(store, 'site-access')));
    expect(stored).toContain('scrypt$');
    expect(stored).not.toContain(SITE_PASSWORD);
  });

  it('answers the lock screen at every path, with nothing of the content in its HTML', async () => {
    const v = await visitor();
    for (const path of ['/', '/shop', '/shop/p/linen-apron', '/blog', '/contact', '/search?q=apron', '/no-such-page']) {
      const res = await v.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toContain('This site is private');
      expect(res.body, path).toContain('name="password"');
      for (const secret of ['Linen Apron', 'Beeswax Candle', 'Free shipping', 'Questions, wholesale', 'href="/shop"']) expect(res.body, `${path}: ${secret}`).not.toContain(secret);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(res.body, path).toContain('<meta name="robots" content="noindex">');
      expect(res.body, path).not.toContain('rel="canonical"');
    }
  });

  it('leaks nothing in ?format=json either', async () => {
    const v = await visitor();
    for (const path of ['/', '/shop', '/shop/p/linen-apron']) {
      const res = await v.call('GET', `${path}?format=json`);
      expect(res.body.pageType, path).toBe(103);
      const text = JSON.stringify(res.body);
      for (const secret of ['Linen Apron', 'Free shipping', 'col-shop', 'storeSettings']) expect(text, `${path}: ${secret}`).not.toContain(secret);
    }
  });

  it('refuses a wrong password and lets the visitor in with the right one, remembered in a signed HttpOnly cookie', async () => {
    const v = await visitor();
    const wrong = await enter(v, 'site', 'not it');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That password is not correct. Please try again.');
    expect(v.cookies.has('sf_access')).toBe(false);
    const right = await v.call('POST', '/api/site-access', { json: { scope: 'site', password: SITE_PASSWORD } });
    expect(right.status).toBe(200);
    expect(right.headers.getSetCookie().find((c) => c.startsWith('sf_access='))).toMatch(/HttpOnly/i);
    const opened = await v.call('GET', '/shop');
    expect(opened.body).toContain('Linen Apron');
    // Once open, the page is itself again: indexable, with its canonical link.
    expect(opened.headers.get('x-robots-tag')).toBeNull();
    expect(opened.body).not.toContain('name="robots"');
    expect(opened.body).toContain('rel="canonical"');
    // A forged grant opens nothing.
    const forger = await visitor();
    forger.cookies.set('sf_access', (v.cookies.get('sf_access') ?? '').replace(/\*[^*~]+$/, '*AAAA'));
    expect((await forger.call('GET', '/shop')).body).toContain('This site is private');
  });

  it('takes the lock page form post: wrong sends back with the message, right into the page', async () => {
    const v = await visitor();
    const post = (password: string) =>
      fetch(`${server.baseUrl}/api/site-access`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl, cookie: [...v.cookies].map(([k, c]) => `${k}=${c}`).join('; ') },
        body: new URLSearchParams({ crumb: v.crumb ?? '', scope: 'site', password, returnTo: '/shop' }).toString(),
      });
    const wrong = await post('nope nope');
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/shop');
    const flash = wrong.headers.getSetCookie().find((c) => c.startsWith('sf_access_error='))?.split(';')[0] ?? '';
    const page = await fetch(`${server.baseUrl}/shop`, { headers: { cookie: `${[...v.cookies].map(([k, c]) => `${k}=${c}`).join('; ')}; ${flash}` } });
    expect(await page.text()).toContain('That password is not correct. Please try again.');
    const right = await post(SITE_PASSWORD);
    expect(right.status).toBe(303);
    expect(right.headers.getSetCookie().some((c) => c.startsWith('sf_access='))).toBe(true);
  });

  it('lists nothing but the home page in the sitemap', async () => {
    const sitemap = (await (await visitor()).call('GET', '/sitemap.xml')).body as string;
    expect(sitemap.match(/<loc>/g)).toHaveLength(1);
  });

  it('shows a signed-in admin the site, and API routes stay reachable', async () => {
    expect((await owner.call('GET', '/shop')).body).toContain('Linen Apron');
    const v = await visitor();
    expect((await v.call('GET', '/api/commerce/shopping-cart')).status).toBe(200);
  });

  it('ends every access given when the owner sets a new password', async () => {
    const v = await visitor();
    expect((await enter(v, 'site', SITE_PASSWORD)).status).toBe(200);
    expect((await lock(owner, 'site', 'a brand new one')).status).toBe(200);
    expect((await v.call('GET', '/shop')).body).toContain('This site is private');
    expect((await unlock(owner, 'site')).body.site.locked).toBe(false);
    expect((await v.call('GET', '/shop')).body).toContain('Linen Apron');
  });
});

describe('a protected collection', () => {
  beforeAll(async () => {
    expect((await lock(owner, 'collection:col-shop', SHOP_PASSWORD)).status).toBe(200);
  });

  it('answers its password page (105) at its paths, while the rest of the site stays open and shows none of it', async () => {
    const v = await visitor();
    for (const path of ['/shop', '/shop/p/linen-apron']) {
      const res = await v.call('GET', path);
      expect(res.body, path).toContain('This page is protected');
      expect(res.body, path).not.toContain('Linen Apron');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(res.body, path).toContain('<meta name="robots" content="noindex">');
      const json = await v.call('GET', `${path}?format=json`);
      expect(json.body.pageType, path).toBe(105);
      expect(json.headers.get('x-robots-tag'), path).toBe('noindex');
    }
    const blog = await v.call('GET', '/blog');
    expect(blog.status).toBe(200);
    expect(blog.headers.get('x-robots-tag')).toBeNull();
    const sitemap = (await v.call('GET', '/sitemap.xml')).body as string;
    expect(sitemap).toContain('/blog');
    expect(sitemap).not.toContain('/shop');
    expect(JSON.stringify((await v.call('GET', '/search?q=apron&format=json')).body)).not.toContain('Linen Apron');
    expect((await v.call('GET', '/search?q=apron')).body).not.toContain('Linen Apron');
  });

  it('opens with its own password, not the site one', async () => {
    const v = await visitor();
    expect((await enter(v, 'collection:col-shop', SITE_PASSWORD)).status).toBe(400);
    expect((await enter(v, 'collection:col-shop', SHOP_PASSWORD)).status).toBe(200);
    expect((await v.call('GET', '/shop/p/linen-apron')).body).toContain('Linen Apron');
  });

  it('never hands a page rendered for a visitor with the password to one without it', async () => {
    const opened = await visitor();
    expect((await enter(opened, 'collection:col-shop', SHOP_PASSWORD)).status).toBe(200);
    const stranger = await visitor();
    for (const path of ['/', '/blog', '/search?q=apron']) {
      expect((await opened.call('GET', path)).status, path).toBe(200);
      const seen = await stranger.call('GET', path);
      expect(seen.status, path).toBe(200);
      expect(seen.body, path).not.toContain('Linen Apron');
      expect(seen.body, path).not.toContain('/shop/p/');
    }
  });

  it('shows a visitor who opened it the items a kept listing leaves out for strangers (the page cache served them the public page)', async () => {
    // The contact page (kept: it has forms) with the home template, so it lists four of the shop's products.
    const pages = (await owner.merchant('GET', '/api/admin/content/pages')).body;
    const contact = pages.pages.find((p: { urlId: string }) => p.urlId === 'contact');
    const view = (await owner.merchant('GET', `/api/admin/content/pages/${contact.id as string}`)).body;
    const put = (value: unknown, expectedVersion: number) => owner.merchant('PUT', `/api/admin/content/pages/${contact.id as string}`, { json: { expectedVersion, value } });
    const listing = await put({ ...view.value, template: 'home' }, view.version);
    expect(listing.status).toBe(200);
    try {
      const stranger = await visitor();
      const opened = await visitor();
      expect((await enter(opened, 'collection:col-shop', SHOP_PASSWORD)).status).toBe(200);
      const products = (html: string) => [...new Set(html.match(/\/shop\/p\/[a-z-]+/g) ?? [])].length;
      // Kept for strangers first: rendered, then served from the cache.
      for (let i = 0; i < 2; i += 1) expect(products((await stranger.call('GET', '/contact')).body)).toBe(0);
      expect(products((await opened.call('GET', '/contact')).body)).toBe(4);
      expect(products((await opened.call('GET', '/contact')).body)).toBe(4);
      expect(products((await stranger.call('GET', '/contact')).body)).toBe(0);
    } finally {
      expect((await put(view.value, listing.body.version)).status).toBe(200);
    }
  });

  it('limits the attempts per address: past them even the right password waits', async () => {
    const v = await visitor();
    const answers: number[] = [];
    for (let i = 0; i <= ATTEMPTS; i += 1) answers.push((await enter(v, 'collection:col-shop', `wrong ${String(i)}`)).status);
    expect(answers[0]).toBe(400);
    expect(answers.at(-1)).toBe(429);
    const past = await enter(v, 'collection:col-shop', SHOP_PASSWORD);
    expect(past.status).toBe(429);
    expect(past.body.message).toBe('Too many attempts. Please wait a minute and try again.');
    expect(Number(past.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
