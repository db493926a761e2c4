// Creating and deleting collections, and the header & footer code's saved versions, against the
// built server: the site serves a new collection at once; deletion names its refusals (home,
// navigation links, stale version, a viewer); a restored footer code reaches the pages.
import { describe, expect, it } from 'vitest';
import { readVersionedPart } from '../../site/db/index.js';
import type { Account } from './helpers/account.js';
import { useAdminSuite, type SuiteUser } from './helpers/admin-suite.js';
import { allowCustomCode } from './helpers/custom-code.js';

const OWNER = { email: 'owner@shop.test', password: 'collections owner password' };
const USERS: SuiteUser[] = [
  { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] },
  { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] },
];
const suite = useAdminSuite(OWNER, USERS);
const as = (email: string): Promise<Account> => suite.as(email);

const status = async (path: string): Promise<number> => (await fetch(`${suite.server.baseUrl}${path}`)).status;
const html = async (path: string): Promise<string> => (await fetch(`${suite.server.baseUrl}${path}`)).text();

describe('creating a collection', () => {
  it('offers the site folder’s kinds and serves a new blog at its URL at once', async () => {
    const editor = await as('editor@shop.test');
    const list = await editor.merchant('GET', '/api/admin/content/collections');
    expect(list.body.types.map((t: { typeName: string }) => t.typeName).sort()).toEqual(['blog', 'events', 'gallery', 'products']);
    expect(await status('/studio-news')).toBe(404);
    const res = await editor.merchant('POST', '/api/admin/content/collections', { json: { value: { title: 'Studio news', urlId: 'studio-news', typeName: 'blog' } } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ typeName: 'blog', fullUrl: '/studio-news', settings: { title: 'Studio news', urlId: 'studio-news' }, items: [], version: 1, homepage: false });
    expect(await status('/studio-news')).toBe(200);
    expect(await html('/studio-news')).toContain('Studio news');
    const after = await editor.merchant('GET', '/api/admin/content/collections');
    expect(after.body.collections.map((c: { title: string }) => c.title)).toContain('Studio news');
  });

  it.each([
    ['a URL with a slash', { title: 'A', urlId: 'a/b', typeName: 'blog' }, 'value.urlId', 'a/b is not a valid page URL.'],
    ['a URL the platform serves', { title: 'A', urlId: 'checkout', typeName: 'blog' }, 'value.urlId', 'checkout is not a valid page URL.'],
    ['a URL past 2083 characters', { title: 'A', urlId: 'a'.repeat(2083), typeName: 'blog' }, 'value.urlId', 'URLs may be at most 2083 characters.'],
    ['a URL another collection has', { title: 'A', urlId: 'blog', typeName: 'blog' }, 'value.urlId', '/blog is already the URL of "Journal".'],
    ['a kind the folder has no templates for', { title: 'A', urlId: 'a-new-one', typeName: 'podcast' }, 'value.typeName', 'podcast is not one of the expected options.'],
    ['no title', { title: '', urlId: 'a-new-one', typeName: 'blog' }, 'value.title', 'Please enter a title.'],
  ])('refuses %s with 400 naming the field, and creates nothing', async (_label, value, path, message) => {
    const editor = await as('editor@shop.test');
    const before = await suite.db.fingerprint();
    const res = await editor.merchant('POST', '/api/admin/content/collections', { json: { value } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('refuses a viewer with 403 and creates nothing', async () => {
    const viewer = await as('viewer@shop.test');
    expect((await viewer.merchant('GET', '/api/admin/content/collections')).status).toBe(200);
    const res = await viewer.merchant('POST', '/api/admin/content/collections', { json: { value: { title: 'Mine', urlId: 'mine', typeName: 'blog' } } });
    expect(res.status).toBe(403);
    expect(await status('/mine')).toBe(404);
  });
});

describe('deleting a collection', () => {
  async function created(account: Account, urlId: string): Promise<{ id: string; version: number }> {
    const res = await account.merchant('POST', '/api/admin/content/collections', { json: { value: { title: `Col ${urlId}`, urlId, typeName: 'events' } } });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('refuses a stale version (409) and a viewer (403), then deletes with the current version', async () => {
    const editor = await as('editor@shop.test');
    const col = await created(editor, 'fairs');
    const renamed = await editor.merchant('PUT', `/api/admin/content/collections/${col.id}`, { json: { expectedVersion: col.version, value: { title: 'Fairs', urlId: 'fairs' } } });
    expect(renamed.status).toBe(200);
    const stale = await editor.merchant('DELETE', `/api/admin/content/collections/${col.id}?expectedVersion=${String(col.version)}`);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    const viewer = await as('viewer@shop.test');
    expect((await viewer.merchant('DELETE', `/api/admin/content/collections/${col.id}?expectedVersion=${String(renamed.body.version)}`)).status).toBe(403);
    expect(await status('/fairs')).toBe(200);
    const res = await editor.merchant('DELETE', `/api/admin/content/collections/${col.id}?expectedVersion=${String(renamed.body.version)}`);
    expect(res.status).toBe(200);
    expect(await status('/fairs')).toBe(404);
    expect((await editor.merchant('GET', `/api/admin/content/collections/${col.id}`)).status).toBe(404);
  });

  it('refuses while the navigation links it, naming the links; removes them when asked', async () => {
    const editor = await as('editor@shop.test');
    const col = await created(editor, 'markets');
    const nav = (await editor.merchant('GET', '/api/admin/content/navigation')).body;
    const linked = { ...nav.value, footerNav: [...nav.value.footerNav, { title: 'Markets', url: '/markets' }] };
    expect((await editor.merchant('PUT', '/api/admin/content/navigation', { json: { expectedVersion: nav.version, value: linked } })).status).toBe(200);
    const before = await suite.db.fingerprint();
    const refused = await editor.merchant('DELETE', `/api/admin/content/collections/${col.id}?expectedVersion=${String(col.version)}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'linked-in-navigation', message: 'The collection "Col markets" is still linked from the navigation: "Markets" (footerNav). Remove those links first, or delete it with them.' });
    expect(await suite.db.fingerprint()).toEqual(before);
    const res = await editor.merchant('DELETE', `/api/admin/content/collections/${col.id}?expectedVersion=${String(col.version)}&removeLinks=true&navigationVersion=${String(nav.version + 1)}`);
    expect(res.status).toBe(200);
    const navAfter = (await editor.merchant('GET', '/api/admin/content/navigation')).body;
    expect(navAfter.value.footerNav).toEqual(nav.value.footerNav);
    expect(navAfter.version).toBe(nav.version + 2);
    expect(await status('/markets')).toBe(404);
  });

  it('refuses the journal while the main navigation links it, the home, and a shop that shows products', async () => {
    const owner = await as(OWNER.email);
    const { collections } = (await owner.merchant('GET', '/api/admin/content/collections')).body;
    const journal = collections.find((c: { urlId: string }) => c.urlId === 'blog');
    const shop = collections.find((c: { urlId: string }) => c.urlId === 'shop');
    const blog = await owner.merchant('DELETE', `/api/admin/content/collections/${journal.id}?expectedVersion=${String(journal.version)}`);
    expect(blog.status).toBe(409);
    expect(blog.body.message).toContain('"Journal" (mainNav)');
    const shopRes = await owner.merchant('DELETE', `/api/admin/content/collections/${shop.id}?expectedVersion=${String(shop.version)}&removeLinks=true&navigationVersion=1`);
    expect(shopRes.status).toBe(409);
    expect(shopRes.body.code).toBe('collection-has-products');
    expect(await status('/shop')).toBe(200);
    const { pages } = (await owner.merchant('GET', '/api/admin/content/pages')).body;
    const home = pages.find((p: { homepage: boolean }) => p.homepage);
    const homeRes = await owner.merchant('DELETE', `/api/admin/content/pages/${home.id}?expectedVersion=${String(home.version)}&removeLinks=true&navigationVersion=1`);
    expect(homeRes.status).toBe(409);
    expect(homeRes.body.code).toBe('home-page');
    expect(await status('/')).toBe(200);
  });

  it('refuses a removeLinks that is not true or false', async () => {
    const editor = await as('editor@shop.test');
    const col = await created(editor, 'odd-one');
    const res = await editor.merchant('DELETE', `/api/admin/content/collections/${col.id}?expectedVersion=${String(col.version)}&removeLinks=yes`);
    expect(res.status).toBe(400);
    expect(await status('/odd-one')).toBe(200);
  });
});

describe('header and footer code versions', () => {
  const code = (footer: string) => ({ header: '', footer });

  it('lists who saved each version, compares a kept one and restores it onto the pages (each version once an ADMIN allowed it)', async () => {
    const owner = await as(OWNER.email);
    const first = await owner.merchant('PUT', '/api/admin/content/code-injection', { json: { expectedVersion: 0, value: code('<p id="ft">first</p>') } });
    expect(first.status).toBe(200);
    const second = await owner.merchant('PUT', '/api/admin/content/code-injection', { json: { expectedVersion: first.body.version, value: code('<p id="ft">second</p>') } });
    expect(second.status).toBe(200);
    expect(await html('/blog')).not.toContain('<p id="ft">');
    await allowCustomCode(owner, OWNER.password);
    expect(await html('/blog')).toContain('<p id="ft">second</p>');

    const history = await owner.merchant('GET', '/api/admin/content/code-injection/history');
    expect(history.status).toBe(200);
    const versions = history.body.versions as { version: number; savedBy: string | null; savedAt: number | null; current: boolean }[];
    expect(versions.map((v) => [v.version, v.savedBy, v.current])).toEqual([
      [second.body.version, OWNER.email, true],
      [first.body.version, OWNER.email, false],
      [1, null, false],
    ]);
    expect(versions[0]?.savedAt).toEqual(expect.any(Number));

    const kept = await owner.merchant('GET', `/api/admin/content/code-injection/versions/${String(first.body.version)}`);
    expect(kept.body).toEqual({ version: first.body.version, value: code('<p id="ft">first</p>') });
    expect((await owner.merchant('GET', '/api/admin/content/code-injection/versions/99')).status).toBe(404);

    const stale = await owner.merchant('POST', '/api/admin/content/code-injection/restore', { json: { version: first.body.version, expectedVersion: first.body.version } });
    expect(stale.status).toBe(409);
    const viewer = await as('viewer@shop.test');
    expect((await viewer.merchant('GET', '/api/admin/content/code-injection/history')).status).toBe(200);
    expect((await viewer.merchant('POST', '/api/admin/content/code-injection/restore', { json: { version: first.body.version, expectedVersion: second.body.version } })).status).toBe(403);
    const editor = await as('editor@shop.test');
    expect((await editor.merchant('GET', '/api/admin/content/code-injection/history')).status).toBe(403);
    expect(await html('/blog')).toContain('<p id="ft">second</p>');

    const restored = await owner.merchant('POST', '/api/admin/content/code-injection/restore', { json: { version: first.body.version, expectedVersion: second.body.version } });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ value: code('<p id="ft">first</p>'), version: second.body.version + 1 });
    // A restored version is a new one: off the pages until an ADMIN allows it.
    expect(await html('/blog')).not.toContain('<p id="ft">');
    await allowCustomCode(owner, OWNER.password);
    expect(await html('/blog')).toContain('<p id="ft">first</p>');
    const stored = await suite.db.withStore((store) => readVersionedPart(store, 'site-header-footer'));
    expect(stored?.value).toEqual({ header: { code: '' }, footer: { code: '<p id="ft">first</p>' } });
  });
});
