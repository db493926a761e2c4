// The Templates screen's calls against the built server: publishing a template changes the
// served page at once; a broken one answers 400 with its line and column and changes nothing
// (the page still served, the stored part as it was); a stale save answers 409; roles without
// write access are refused; a kept version can be restored; previews render drafts unpublished.
import { describe, expect, it } from 'vitest';
import { readVersionedPart } from '../../site/db/index.js';
import { Account } from './helpers/account.js';
import { useAdminSuite, type SuiteUser } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'templates owner password' };
const EDITOR: SuiteUser = { email: 'editor@shop.test', password: 'templates editor password', roles: ['EDITOR'] };
const VIEWER: SuiteUser = { email: 'viewer@shop.test', password: 'templates viewer password', roles: ['VIEWER'] };
const STOCKIST: SuiteUser = { email: 'stock@shop.test', password: 'templates stock password', roles: ['STORE_MANAGER'] };
const MANAGER: SuiteUser = { email: 'manager@shop.test', password: 'templates manager password', roles: ['WEBSITE_MANAGER'] };
const BLOG_LIST = 'collections/blog.list';
const suite = useAdminSuite(OWNER, [EDITOR, VIEWER, STOCKIST, MANAGER], { RATE_LIMIT_WRITES: '1000' });
const as = (user: { email: string; password: string }): Promise<Account> => suite.as(user);

async function blogUrl(account: Account): Promise<string> {
  const list = await account.merchant('GET', '/api/admin/templates');
  expect(list.status).toBe(200);
  const url = list.body.previewUrls[BLOG_LIST] as string;
  expect(url).toMatch(/^\//);
  return url;
}

async function page(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(suite.server.baseUrl + url);
  return { status: res.status, html: await res.text() };
}

const storedPart = (path: string) => suite.db.withStore((store) => readVersionedPart(store, `template:${path}`));

describe('the templates of the site folder', () => {
  it('lists the folder templates by kind, none published yet', async () => {
    const owner = await as(OWNER);
    const res = await owner.merchant('GET', '/api/admin/templates');
    expect(res.status).toBe(200);
    const paths = (res.body.files as { path: string }[]).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['site.region', BLOG_LIST, 'blocks/navigation.block', 'pages/home.page']));
    expect(res.body.files.find((f: { path: string }) => f.path === BLOG_LIST)).toEqual({ path: BLOG_LIST, kind: 'list', version: 0, overridden: false });
    expect(paths).not.toContain('collections/blog.conf');
  });

  it('reads a template as the folder has it, and 404 for a template the folder lacks, 400 for a path that is none', async () => {
    const owner = await as(OWNER);
    const res = await owner.merchant('GET', `/api/admin/templates/file?path=${encodeURIComponent(BLOG_LIST)}`);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(0);
    expect(res.body.source).toContain('{.repeated section @}');
    expect((await owner.merchant('GET', '/api/admin/templates/file?path=collections/nothing.list')).status).toBe(404);
    const bad = await owner.merchant('GET', '/api/admin/templates/file?path=../template.conf');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('is not a template of the site folder');
  });

  it('publishes a template: the page changes at once, and again on a second save', async () => {
    const owner = await as(OWNER);
    const url = await blogUrl(owner);
    const before = await page(url);
    expect(before.status).toBe(200);
    expect(before.html).not.toContain('Freshly published');
    const file = (await owner.merchant('GET', `/api/admin/templates/file?path=${encodeURIComponent(BLOG_LIST)}`)).body;
    const source = (file.source as string).replace('<div class="blog">', '<div class="blog"><p class="note">Freshly published</p>');
    const put = await owner.merchant('PUT', '/api/admin/templates/file', { json: { path: BLOG_LIST, expectedVersion: 0, source } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ path: BLOG_LIST, version: 1, overridden: true });
    expect((await page(url)).html).toContain('<p class="note">Freshly published</p>');

    const again = source.replace('Freshly published', 'Published twice');
    const second = await owner.merchant('PUT', '/api/admin/templates/file', { json: { path: BLOG_LIST, expectedVersion: 1, source: again } });
    expect(second.status).toBe(200);
    const after = await page(url);
    expect(after.html).toContain('Published twice');
    expect(after.html).not.toContain('Freshly published');
    const list = await owner.merchant('GET', '/api/admin/templates');
    expect(list.body.files.find((f: { path: string }) => f.path === BLOG_LIST)).toMatchObject({ version: 2, overridden: true });
  });

  it('refuses a broken template with its line and column, and changes nothing', async () => {
    const owner = await as(OWNER);
    const url = await blogUrl(owner);
    const current = (await owner.merchant('GET', `/api/admin/templates/file?path=${encodeURIComponent(BLOG_LIST)}`)).body;
    const storedBefore = await storedPart(BLOG_LIST);
    const pageBefore = await page(url);
    const broken = `<div>\n  {title|no-such-formatter}\n</div>\n{.section items}`;
    const res = await owner.merchant('PUT', '/api/admin/templates/file', { json: { path: BLOG_LIST, expectedVersion: current.version, source: broken } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('template-errors');
    const errors = res.body.errors as { file: string; line: number; column: number; message: string }[];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.file === BLOG_LIST)).toBe(true);
    expect(errors.some((e) => e.line === 2 && e.column > 1 && /no-such-formatter/.test(e.message))).toBe(true);
    expect(errors.some((e) => e.line === 4)).toBe(true);
    expect(res.body.issues[0].message).toMatch(/^Line \d+, column \d+: /);
    expect(await storedPart(BLOG_LIST)).toEqual(storedBefore);
    const pageAfter = await page(url);
    expect(pageAfter.status).toBe(200);
    expect(pageAfter.html).toContain('Published twice');
    expect(pageBefore.status).toBe(200);
  });

  it('answers 409 to a save based on a version someone replaced, and keeps theirs', async () => {
    const owner = await as(OWNER);
    const manager = await as(MANAGER);
    const path = 'blocks/pagination.block';
    const file = (await owner.merchant('GET', `/api/admin/templates/file?path=${encodeURIComponent(path)}`)).body;
    const theirs = `${file.source as string}\n{# the manager's }`;
    expect((await manager.merchant('PUT', '/api/admin/templates/file', { json: { path, expectedVersion: file.version, source: theirs } })).status).toBe(200);
    const stale = await owner.merchant('PUT', '/api/admin/templates/file', { json: { path, expectedVersion: file.version, source: `${file.source as string}\n{# mine }` } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    expect((await storedPart(path))?.value).toBe(theirs);
  });

  it('refuses an editor publishing or restoring a template (code), saying who may, and stores nothing', async () => {
    const editor = await as(EDITOR);
    expect((await editor.merchant('GET', '/api/admin/templates')).status).toBe(200);
    const before = await storedPart(BLOG_LIST);
    const res = await editor.merchant('PUT', '/api/admin/templates/file', { json: { path: BLOG_LIST, expectedVersion: before?.version ?? 0, source: '<script>window.editorWasHere = 1</script>' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('code-forbidden');
    expect(res.body.message).toBe('Only an administrator or a website manager may publish code (templates, header and footer code, script addresses).');
    expect((await editor.merchant('POST', '/api/admin/templates/restore', { json: { path: BLOG_LIST, version: 1, expectedVersion: 2 } })).status).toBe(403);
    expect(await storedPart(BLOG_LIST)).toEqual(before);
    const url = await blogUrl(editor);
    const preview = await editor.merchant('POST', '/api/admin/templates/preview', { json: { path: BLOG_LIST, source: '<p>draft only</p>', url } });
    expect(preview.status).toBe(200);
  });

  it('refuses viewers and store managers, whatever they send', async () => {
    const viewer = await as(VIEWER);
    const stockist = await as(STOCKIST);
    const body = { json: { path: BLOG_LIST, expectedVersion: 2, source: '<p>not allowed</p>' } };
    expect((await viewer.merchant('PUT', '/api/admin/templates/file', body)).status).toBe(403);
    expect((await viewer.merchant('POST', '/api/admin/templates/restore', { json: { path: BLOG_LIST, version: 1, expectedVersion: 2 } })).status).toBe(403);
    expect((await viewer.merchant('GET', '/api/admin/templates')).status).toBe(200);
    expect((await stockist.merchant('GET', '/api/admin/templates')).status).toBe(403);
    expect((await stockist.merchant('PUT', '/api/admin/templates/file', body)).status).toBe(403);
    const anonymous = new Account(suite.server.baseUrl);
    await anonymous.arrive();
    expect((await anonymous.merchant('PUT', '/api/admin/templates/file', body)).status).toBe(401);
    expect((await storedPart(BLOG_LIST))?.value).not.toContain('not allowed');
  });

  it('keeps the history and restores a kept version as the newest, which the page then shows', async () => {
    const owner = await as(OWNER);
    const url = await blogUrl(owner);
    const history = await owner.merchant('GET', `/api/admin/templates/history?path=${encodeURIComponent(BLOG_LIST)}`);
    expect(history.status).toBe(200);
    expect(history.body.map((h: { version: number }) => h.version)).toEqual([1]);
    expect(history.body[0].savedBy).toBe(OWNER.email);
    const restored = await owner.merchant('POST', '/api/admin/templates/restore', { json: { path: BLOG_LIST, version: 1, expectedVersion: 2 } });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(3);
    const html = (await page(url)).html;
    expect(html).toContain('Freshly published');
    expect(html).not.toContain('Published twice');
    const gone = await owner.merchant('POST', '/api/admin/templates/restore', { json: { path: BLOG_LIST, version: 99, expectedVersion: 3 } });
    expect(gone.status).toBe(404);
  });

  it('previews a draft without publishing it, and answers the errors of a broken draft', async () => {
    const viewer = await as(VIEWER);
    const url = await blogUrl(viewer);
    const current = (await viewer.merchant('GET', `/api/admin/templates/file?path=${encodeURIComponent(BLOG_LIST)}`)).body;
    const draft = (current.source as string).replace('<div class="blog">', '<div class="blog"><p>Only a draft</p>');
    const preview = await viewer.merchant('POST', '/api/admin/templates/preview', { json: { path: BLOG_LIST, source: draft, url } });
    expect(preview.status).toBe(200);
    expect(preview.body.ok).toBe(true);
    expect(preview.body.html).toContain('<p>Only a draft</p>');
    expect(preview.body.html).toContain('</html>');
    expect((await page(url)).html).not.toContain('Only a draft');
    const broken = await viewer.merchant('POST', '/api/admin/templates/preview', { json: { path: BLOG_LIST, source: '{.section x}', url } });
    expect(broken.body).toMatchObject({ ok: false, errors: [expect.objectContaining({ file: BLOG_LIST, line: 1 })] });
    const outside = await viewer.merchant('POST', '/api/admin/templates/preview', { json: { path: BLOG_LIST, source: draft, url: '//evil.test/' } });
    expect(outside.status).toBe(400);
  });

  it('answers the JSON context of a page for completion', async () => {
    const owner = await as(OWNER);
    const url = await blogUrl(owner);
    const res = await owner.merchant('GET', `/api/admin/templates/context?url=${encodeURIComponent(url)}`);
    expect(res.status).toBe(200);
    expect(res.body.collection.typeName).toBe('blog');
    expect(Array.isArray(res.body.items)).toBe(true);
    expect(res.body.squarespace).toHaveProperty('navigation');
  });
});
