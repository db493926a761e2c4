// The admin's content calls against the built server: who may read and change what, versions
// (a stale save is refused and changes nothing), the editor's validation messages, history and
// restore, items of a blog, and the header/footer code and language the site's pages then show.
import { describe, expect, it } from 'vitest';
import { getSetting, readVersionedPart, saveVersionedPart } from '../../site/db/index.js';
import type { Account } from './helpers/account.js';
import { useAdminSuite, type SuiteUser } from './helpers/admin-suite.js';
import { allowCustomCode } from './helpers/custom-code.js';

const OWNER = { email: 'owner@shop.test', password: 'content owner password' };
const USERS: SuiteUser[] = [
  { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] },
  { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] },
  { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] },
];
const suite = useAdminSuite(OWNER, USERS);
const as = (email: string): Promise<Account> => suite.as(email);

const part = (name: string) => suite.db.withStore((store) => readVersionedPart(store, name));

async function websiteForm(account: Account): Promise<{ value: Record<string, unknown>; version: number }> {
  const res = await account.merchant('GET', '/api/admin/content/website');
  expect(res.status).toBe(200);
  return res.body;
}

async function pageHtml(path: string): Promise<string> {
  const res = await fetch(`${suite.server.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

describe('website settings', () => {
  it('lets an editor change the site title, which the site shows at once', async () => {
    const editor = await as('editor@shop.test');
    const { value, version } = await websiteForm(editor);
    expect(value['siteTitle']).toBe('Fern & Finch');
    const res = await editor.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: version, value: { ...value, siteTitle: 'Fern & Finch Studio' } } });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(version + 1);
    expect(res.body.value.siteTitle).toBe('Fern & Finch Studio');
    expect(await pageHtml('/')).toMatch(/<title>[^<]*Fern &amp; Finch Studio<\/title>/);
    const stored = await part('website');
    expect((stored?.value as Record<string, unknown>)['id']).toBe('site-fern-finch');
  });

  it.each([
    ['viewer@shop.test', 200, 403],
    ['stock@shop.test', 403, 403],
  ])('refuses %s a change (reads: %i, changes: %i) and changes nothing', async (email, read, change) => {
    const owner = await as(OWNER.email);
    const { value, version } = await websiteForm(owner);
    const before = await part('website');
    const account = await as(email);
    expect((await account.merchant('GET', '/api/admin/content/website')).status).toBe(read);
    const res = await account.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: version, value: { ...value, siteTitle: 'Taken over' } } });
    expect(res.status).toBe(change);
    expect(res.body.message).toBe('Your account is not allowed to do this.');
    expect(await part('website')).toEqual(before);
  });

  it('refuses a save based on an older version with 409 and keeps the newer one', async () => {
    const editor = await as('editor@shop.test');
    const { value, version } = await websiteForm(editor);
    const first = await editor.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: version, value: { ...value, tagline: 'First tab' } } });
    expect(first.status).toBe(200);
    const stored = await part('website');
    const second = await editor.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: version, value: { ...value, tagline: 'Second tab' } } });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('stale-version');
    expect(second.body.message).toBe('Someone else saved this since you opened it. Reload to see their changes.');
    expect(await part('website')).toEqual(stored);
  });

  it.each([
    ['contactEmail', 'not-an-email', 'Please enter a valid email.'],
    ['socialLinks', ['instagram'], 'Links must be formatted as example.com or https://example.com.'],
    ['language', 'english please', 'english please is not one of the expected options.'],
    ['timeZone', 'Mars/Olympus', 'Mars/Olympus is not one of the expected options.'],
    ['siteTitle', '   ', 'Please enter a title.'],
  ])('refuses a wrong %s with the field named and its message, storing nothing', async (field, wrong, message) => {
    const editor = await as('editor@shop.test');
    const { value, version } = await websiteForm(editor);
    const before = await part('website');
    const res = await editor.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: version, value: { ...value, [field]: wrong } } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: field === 'socialLinks' ? 'value.socialLinks.0' : `value.${field}`, message });
    expect(await part('website')).toEqual(before);
  });

  it('keeps the versions it replaced and restores one', async () => {
    const editor = await as('editor@shop.test');
    const history = await editor.merchant('GET', '/api/admin/content/history?part=website');
    expect(history.status).toBe(200);
    const original = history.body.entries.at(-1);
    expect(original.version).toBe(1);
    const { version } = await websiteForm(editor);
    const viewer = await as('viewer@shop.test');
    const refused = await viewer.merchant('POST', '/api/admin/content/history/restore', { json: { part: 'website', version: 1, expectedVersion: version } });
    expect(refused.status).toBe(403);
    const res = await editor.merchant('POST', '/api/admin/content/history/restore', { json: { part: 'website', version: 1, expectedVersion: version } });
    expect(res.status).toBe(200);
    expect((await websiteForm(editor)).value['siteTitle']).toBe('Fern & Finch');
    const stale = await editor.merchant('POST', '/api/admin/content/history/restore', { json: { part: 'website', version: 1, expectedVersion: version } });
    expect(stale.status).toBe(409);
    const wrongPart = await editor.merchant('GET', '/api/admin/content/history?part=users');
    expect(wrongPart.status).toBe(400);
  });
});

describe('the site language', () => {
  it('sets <html lang> from the website language, and from the multilingual default when connected', async () => {
    const owner = await as(OWNER.email);
    const { value, version } = await websiteForm(owner);
    expect((await owner.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: version, value: { ...value, language: 'fr-CA' } } })).status).toBe(200);
    expect(await pageHtml('/blog')).toContain('<html lang="fr-CA"');
    expect((await owner.merchant('PUT', '/api/multilingual/languages', { json: { languages: ['de', 'fr-CA'] } })).status).toBe(200);
    expect(await pageHtml('/blog')).toContain('<html lang="de"');
    expect((await owner.merchant('GET', '/api/admin/content/website')).body.multilingualDefault).toBe('de');
    expect((await owner.merchant('DELETE', '/api/multilingual/connection')).status).toBe(200);
    const page = await pageHtml('/blog');
    expect(page).toContain('<html lang="fr-CA"');
    const again = await websiteForm(owner);
    expect((await owner.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: again.version, value: { ...again.value, language: 'en-US' } } })).status).toBe(200);
  });
});

describe('header and footer code', () => {
  const CODE = { header: '<meta name="owner-verification" content="abc123">', footer: '<script>window.ownerFooter = 1;</script>' };

  it('is set only by roles that write code; an editor and a viewer are refused, told who may', async () => {
    for (const email of ['editor@shop.test', 'viewer@shop.test']) {
      const account = await as(email);
      const res = await account.merchant('PUT', '/api/admin/content/code-injection', { json: { expectedVersion: 0, value: CODE } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('code-forbidden');
      expect(res.body.message).toBe('Only an administrator or a website manager may publish code (templates, header and footer code, script addresses).');
    }
    expect(await suite.db.withStore((store) => getSetting(store, 'site-header-footer'))).toBeUndefined();
  });

  it('goes into every page as written, in the head and before the end of the body, once an ADMIN allowed it', async () => {
    const owner = await as(OWNER.email);
    const view = await owner.merchant('GET', '/api/admin/content/code-injection');
    expect(view.body).toMatchObject({ value: { header: '', footer: '' }, version: 0 });
    const res = await owner.merchant('PUT', '/api/admin/content/code-injection', { json: { expectedVersion: 0, value: CODE } });
    expect(res.status).toBe(200);
    expect(await pageHtml('/')).not.toContain(CODE.header);
    await allowCustomCode(owner, OWNER.password);
    for (const path of ['/', '/blog', '/no-such-page-here']) {
      const html = await (await fetch(`${suite.server.baseUrl}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(CODE.header);
      expect(html.slice(html.indexOf('</head>'))).toContain(CODE.footer);
    }
    const stale = await owner.merchant('PUT', '/api/admin/content/code-injection', { json: { expectedVersion: 0, value: { header: '', footer: '' } } });
    expect(stale.status).toBe(409);
    expect(await pageHtml('/')).toContain(CODE.header);
  });
});

describe('blog posts', () => {
  const POST = { title: 'Kiln notes', urlId: '', excerpt: 'What the kiln taught us.', body: '<p>Slow cooling.</p>', tags: ['kiln'], categories: ['Studio'] };

  async function blog(account: Account): Promise<{ id: string; version: number; items: { id: string; title: string }[] }> {
    const res = await account.merchant('GET', '/api/admin/content/collections/col-journal');
    expect(res.status).toBe(200);
    return res.body;
  }

  it('lists the collections with their kinds', async () => {
    const viewer = await as('viewer@shop.test');
    const res = await viewer.merchant('GET', '/api/admin/content/collections');
    expect(res.status).toBe(200);
    expect(res.body.collections.map((c: { typeName: string }) => c.typeName).sort()).toEqual(['blog', 'events', 'gallery', 'products']);
  });

  it('creates a post, shown on the blog page; edits and deletes it', async () => {
    const editor = await as('editor@shop.test');
    const { version } = await blog(editor);
    const created = await editor.merchant('POST', '/api/admin/content/collections/col-journal/items', { json: { expectedVersion: version, value: POST } });
    expect(created.status).toBe(201);
    expect(created.body.fullUrl).toBe('/blog/kiln-notes');
    expect(await pageHtml('/blog')).toContain('Kiln notes');
    expect(await pageHtml('/blog/kiln-notes')).toContain('<p>Slow cooling.</p>');
    const edited = await editor.merchant('PUT', `/api/admin/content/collections/col-journal/items/${created.body.id}`, {
      json: { expectedVersion: created.body.version, value: { ...created.body.value, title: 'Kiln notes, revised' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.value.urlId).toBe('kiln-notes');
    expect(await pageHtml('/blog')).toContain('Kiln notes, revised');
    const stale = await editor.merchant('DELETE', `/api/admin/content/collections/col-journal/items/${created.body.id}?expectedVersion=${String(created.body.version)}`);
    expect(stale.status).toBe(409);
    const deleted = await editor.merchant('DELETE', `/api/admin/content/collections/col-journal/items/${created.body.id}?expectedVersion=${String(edited.body.version)}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.items.map((i: { title: string }) => i.title)).not.toContain('Kiln notes, revised');
    expect((await fetch(`${suite.server.baseUrl}/blog/kiln-notes`)).status).toBe(404);
  });

  it.each([
    ['urlId', 'a new/glaze', 'a new/glaze is not a valid page URL.'],
    ['tags', ['x'.repeat(51)], 'A tag may be at most 50 characters.'],
    ['tags', ['kiln', 'Kiln'], 'This tag already exists.'],
    ['categories', ['c'.repeat(26)], 'A category may be at most 25 characters.'],
    ['assetUrl', `https://example.com/${'a'.repeat(2084)}`, 'URLs may be at most 2083 characters.'],
  ])('refuses a wrong %s (%j) and stores nothing', async (field, wrong, message) => {
    const editor = await as('editor@shop.test');
    const { version } = await blog(editor);
    const before = await part('collection:col-journal');
    const res = await editor.merchant('POST', '/api/admin/content/collections/col-journal/items', { json: { expectedVersion: version, value: { ...POST, [field]: wrong } } });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(message);
    expect(res.body.issues[0].path.startsWith(`value.${field}`)).toBe(true);
    expect(await part('collection:col-journal')).toEqual(before);
  });

  it('refuses a second item at the same URL, and a viewer or store manager any item', async () => {
    const editor = await as('editor@shop.test');
    const { version } = await blog(editor);
    const taken = await editor.merchant('POST', '/api/admin/content/collections/col-journal/items', { json: { expectedVersion: version, value: { ...POST, urlId: 'a-new-glaze' } } });
    expect(taken.status).toBe(400);
    expect(taken.body.issues).toEqual([{ path: 'value.urlId', message: 'a-new-glaze is already the URL of "A new glaze for spring".' }]);
    for (const email of ['viewer@shop.test', 'stock@shop.test']) {
      const account = await as(email);
      const res = await account.merchant('POST', '/api/admin/content/collections/col-journal/items', { json: { expectedVersion: version, value: POST } });
      expect(res.status).toBe(403);
    }
    expect((await part('collection:col-journal'))?.version).toBe(version);
  });

  it('refuses an item past 250 in a collection whose order the owner sets', async () => {
    const stored = await part('collection:col-gallery');
    const value = stored?.value as { items: Record<string, unknown>[] };
    const items = Array.from({ length: 250 }, (_, n) => ({ ...value.items[0], id: `img-${String(n)}`, urlId: `img-${String(n)}`, title: `Image ${String(n)}` }));
    const saved = await suite.db.withStore((store) => saveVersionedPart(store, 'collection:col-gallery', { ...value, items }, { expectedVersion: stored?.version ?? 0 }));
    const editor = await as('editor@shop.test');
    const res = await editor.merchant('POST', '/api/admin/content/collections/col-gallery/items', { json: { expectedVersion: saved.version, value: { title: 'One too many', urlId: '', tags: [], categories: [] } } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A collection may hold at most 250 items.');
    expect((await part('collection:col-gallery'))?.version).toBe(saved.version);
  });

  it('refuses items of a products collection: they live in the catalogue', async () => {
    const editor = await as('editor@shop.test');
    const shop = await editor.merchant('GET', '/api/admin/content/collections/col-shop');
    expect(shop.body.products).toBe(true);
    const res = await editor.merchant('POST', '/api/admin/content/collections/col-shop/items', { json: { expectedVersion: shop.body.version, value: POST } });
    expect(res.status).toBe(409);
  });
});

describe('collections, navigation and pages', () => {
  it('saves collection settings, and refuses a URL another page has or the platform keeps', async () => {
    const editor = await as('editor@shop.test');
    const events = (await editor.merchant('GET', '/api/admin/content/collections/col-events')).body;
    for (const [urlId, message] of [['contact', '/contact is already the URL of "Contact".'], ['cart', 'cart is not a valid page URL.']]) {
      const res = await editor.merchant('PUT', '/api/admin/content/collections/col-events', { json: { expectedVersion: events.version, value: { ...events.settings, urlId } } });
      expect(res.status).toBe(400);
      expect(res.body.issues).toContainEqual({ path: 'value.urlId', message });
    }
    const res = await editor.merchant('PUT', '/api/admin/content/collections/col-events', { json: { expectedVersion: events.version, value: { ...events.settings, title: 'Workshops', urlId: 'workshops' } } });
    expect(res.status).toBe(200);
    expect(await pageHtml('/workshops')).toContain('Workshops');
    expect((await fetch(`${suite.server.baseUrl}/events`)).status).toBe(404);
    const back = await editor.merchant('PUT', '/api/admin/content/collections/col-events', { json: { expectedVersion: res.body.version, value: events.settings } });
    expect(back.status).toBe(200);
  });

  it('saves the navigation with a folder, and refuses a link that is not a page URL', async () => {
    const editor = await as('editor@shop.test');
    const nav = (await editor.merchant('GET', '/api/admin/content/navigation')).body;
    const bad = await editor.merchant('PUT', '/api/admin/content/navigation', { json: { expectedVersion: nav.version, value: { ...nav.value, mainNav: [{ title: 'Oops', url: 'javascript:alert(1)' }] } } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual({ path: 'value.mainNav.0.url', message: 'javascript:alert(1) is not a valid page URL.' });
    const long = await editor.merchant('PUT', '/api/admin/content/navigation', { json: { expectedVersion: nav.version, value: { mainNav: [{ title: 'Long', url: `/${'a'.repeat(2083)}` }] } } });
    expect(long.body.issues).toContainEqual({ path: 'value.mainNav.0.url', message: 'URLs may be at most 2083 characters.' });
    const mainNav = [{ title: 'More', url: '/more', items: [{ title: 'Studio journal', url: '/blog' }] }, ...nav.value.mainNav];
    const res = await editor.merchant('PUT', '/api/admin/content/navigation', { json: { expectedVersion: nav.version, value: { ...nav.value, mainNav } } });
    expect(res.status).toBe(200);
    expect(await pageHtml('/')).toContain('Studio journal');
  });

  it('creates a page from a template, refuses a taken URL, and deletes it after', async () => {
    const editor = await as('editor@shop.test');
    const list = (await editor.merchant('GET', '/api/admin/content/pages')).body;
    expect(list.templates).toEqual(['contact', 'home']);
    const value = { title: 'Visit us', urlId: 'visit', template: 'contact', blockFields: {}, texts: {} };
    const taken = await editor.merchant('POST', '/api/admin/content/pages', { json: { value: { ...value, urlId: 'blog' } } });
    expect(taken.status).toBe(400);
    expect(taken.body.issues).toContainEqual({ path: 'value.urlId', message: '/blog is already the URL of "Journal".' });
    const created = await editor.merchant('POST', '/api/admin/content/pages', { json: { value } });
    expect(created.status).toBe(201);
    expect(await pageHtml('/visit')).toContain('Visit us');
    const home = list.pages.find((p: { homepage: boolean }) => p.homepage);
    const refused = await editor.merchant('DELETE', `/api/admin/content/pages/${home.id}?expectedVersion=${String(home.version)}`);
    expect(refused.status).toBe(409);
    const deleted = await editor.merchant('DELETE', `/api/admin/content/pages/${created.body.id}?expectedVersion=${String(created.body.version)}`);
    expect(deleted.status).toBe(200);
    expect((await fetch(`${suite.server.baseUrl}/visit`)).status).toBe(404);
  });

  it('edits a page text and refuses a text the page does not have', async () => {
    const editor = await as('editor@shop.test');
    const list = (await editor.merchant('GET', '/api/admin/content/pages')).body;
    const contact = list.pages.find((p: { urlId: string }) => p.urlId === 'contact');
    const view = (await editor.merchant('GET', `/api/admin/content/pages/${contact.id}`)).body;
    expect(view.value.texts).toEqual({ intro: expect.any(String) });
    const bad = await editor.merchant('PUT', `/api/admin/content/pages/${contact.id}`, { json: { expectedVersion: view.version, value: { ...view.value, texts: { form: 'x' } } } });
    expect(bad.status).toBe(400);
    const res = await editor.merchant('PUT', `/api/admin/content/pages/${contact.id}`, { json: { expectedVersion: view.version, value: { ...view.value, texts: { intro: 'Write to us any time.' } } } });
    expect(res.status).toBe(200);
    expect(await pageHtml('/contact')).toContain('Write to us any time.');
  });
});
