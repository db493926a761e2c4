// The Style Editor's calls: the demo folder's tweaks listed; a save checked value by value (a
// colour is a colour, a measure within its range, an option among the folder's; 400 naming each,
// nothing stored); 409 when stale; saved values in the site's stylesheet (new address and ETag)
// and body classes at once; history, restore, reset; a preview with a draft that stores nothing;
// who may read and who may change (area `design`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser } from '../../site/db/index.js';
import { signIn, type Account } from './helpers/account.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

let db: TempDatabase;
let server: ServerProcess;
let owner: Account;
const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const MANAGER = { email: 'site@shop.test', password: 'site password 1' };
const EDITOR = { email: 'editor@shop.test', password: 'editor password 1' };
const STOCKIST = { email: 'stock@shop.test', password: 'stock password 1' };
const PATH = '/api/admin/design';

async function home(): Promise<{ html: string; css: string; cssUrl: string }> {
  const res = await fetch(`${server.baseUrl}/`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const inline = /<style data-site-css="([^"]+)">([\s\S]*?)<\/style>/.exec(html);
  const linked = /<link rel="stylesheet" href="(\/site\.css\?v=[^"]+)">/.exec(html);
  if (inline) return { html, css: inline[2] ?? '', cssUrl: `/site.css?v=${inline[1]}` };
  const css = await fetch(`${server.baseUrl}${linked?.[1] ?? '/site.css'}`).then((r) => r.text());
  return { html, css, cssUrl: linked?.[1] ?? '' };
}

const bodyClass = (html: string): string => /<body[^>]*class="([^"]*)"/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' }));
  await new Visitor(server.baseUrl).arrive();
  await db.withStore(async (store) => {
    await createSiteUser(store, { ...OWNER, roles: ['ADMIN'] });
    await createSiteUser(store, { ...MANAGER, roles: ['WEBSITE_MANAGER'] });
    await createSiteUser(store, { ...EDITOR, roles: ['EDITOR'] });
    await createSiteUser(store, { ...STOCKIST, roles: ['STORE_MANAGER'] });
  });
  ({ account: owner } = await signIn(server.baseUrl, OWNER.email, OWNER.password));
}, 180_000);

afterAll(() => stopSuite(server, db));

describe('the design call', () => {
  it("lists the demo folder's tweaks by their variables, with nothing saved at version 0", async () => {
    const res = await owner.merchant('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ values: {}, version: 0, warnings: [] });
    const names = res.body.tweaks.map((t: { name: string; type: string }) => `${t.type}:${t.name}`);
    expect(names).toEqual(expect.arrayContaining(['color:accent', 'font:bodyFont', 'value:pageWidth', 'dropdown:headerLayout', 'checkbox:navigationCapitals']));
  });

  it('refuses wrong values, naming each, and stores nothing', async () => {
    const bad = await owner.merchant('PUT', PATH, {
      json: { values: { accent: 'red; } body { display: none', pageWidth: 500, headerLayout: 'Sideways', navigationCapitals: 'yes', bodyFont: { family: 'Georgia', size: 16, unit: 'px', weight: 450 }, margin: 1 }, expectedVersion: 0 },
    });
    expect(bad.status).toBe(400);
    const issues = Object.fromEntries(bad.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]));
    expect(issues).toEqual({
      'values.accent': '"Accent (links and buttons)" must be a colour such as #1f4e79 or rgb(31, 78, 121).',
      'values.pageWidth': '"Page width" must be between 40 and 100rem.',
      'values.headerLayout': '"Header layout" must be one of: Split, Centered.',
      'values.navigationCapitals': '"Navigation in capitals" must be on or off (true or false).',
      'values.bodyFont': '"Body text": the font weight must be one of 100, 200, 300, 400, 500, 600, 700, 800, 900.',
      'values.margin': 'The site\'s design has no setting "margin".',
    });
    expect((await owner.merchant('GET', PATH)).body).toMatchObject({ values: {}, version: 0 });
    expect((await owner.merchant('PUT', PATH, { json: { values: [], expectedVersion: 0 } })).status).toBe(400);
  });

  it('saves values into the stylesheet and the body classes at once, with a new stylesheet address', async () => {
    const before = await home();
    expect(before.css).toContain('--accent: #2f6b4f;');
    expect(bodyClass(before.html)).toContain('tweak-header-layout-split');
    const saved = await owner.merchant('PUT', PATH, {
      json: { values: { accent: '#aa2200', pageWidth: 60, headerLayout: 'Centered', navigationCapitals: true, bodyFont: { family: 'Georgia, serif', size: 18, unit: 'px', weight: 400 } }, expectedVersion: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, values: { accent: '#aa2200', pageWidth: 60, headerLayout: 'Centered', navigationCapitals: true } });
    const after = await home();
    expect(after.css).toContain('--accent: #aa2200;');
    expect(after.css).toContain('max-width: 60rem;');
    expect(after.css).toContain('font: 400 18px Georgia, serif;');
    expect(after.cssUrl).not.toBe(before.cssUrl);
    expect(bodyClass(after.html).split(' ')).toEqual(expect.arrayContaining(['tweak-header-layout-centered', 'tweak-navigation-capitals']));
    const sheet = await fetch(`${server.baseUrl}/site.css`);
    expect(await sheet.text()).toContain('--accent: #aa2200;');
    // The ETag names the stylesheet's version (a compressed answer's with its encoding after it).
    expect(sheet.headers.get('etag')).toMatch(new RegExp(`^"${after.cssUrl.replace('/site.css?v=', '')}[-"]`));
  });

  it('answers 409 to a save based on an older version, keeping the newer values', async () => {
    const stale = await owner.merchant('PUT', PATH, { json: { values: { accent: '#000000' }, expectedVersion: 0 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    expect((await owner.merchant('GET', PATH)).body).toMatchObject({ version: 1, values: { accent: '#aa2200' } });
  });

  it('keeps history, restores a version and resets to the defaults', async () => {
    const reset = await owner.merchant('PUT', PATH, { json: { values: {}, expectedVersion: 1 } });
    expect(reset.body).toMatchObject({ version: 2, values: {} });
    expect((await home()).css).toContain('--accent: #2f6b4f;');
    const history = await owner.merchant('GET', `${PATH}/history?saved=2`);
    expect(history.body.map((h: { version: number; savedBy: string }) => h.version)).toEqual([1]);
    const restored = await owner.merchant('POST', `${PATH}/restore`, { json: { version: 1, expectedVersion: 2 } });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, values: { accent: '#aa2200' } });
    expect((await home()).css).toContain('--accent: #aa2200;');
    expect((await owner.merchant('POST', `${PATH}/restore`, { json: { version: 99, expectedVersion: 3 } })).status).toBe(404);
  });

  it('previews a draft without storing it, and refuses a wrong draft value', async () => {
    const preview = await owner.merchant('POST', `${PATH}/preview`, { json: { values: { accent: '#123456', headerLayout: 'Split' }, url: '/' } });
    expect(preview.status).toBe(200);
    expect(preview.body.ok).toBe(true);
    expect(preview.body.html).toContain('--accent: #123456;');
    expect(bodyClass(preview.body.html)).toContain('tweak-header-layout-split');
    // The home banner's tweak is for the home page's banner: hidden where a page has none.
    expect(preview.body.hidden).toEqual([]);
    const shop = await owner.merchant('POST', `${PATH}/preview`, { json: { values: {}, url: '/shop' } });
    expect(shop.body.hidden).toEqual(['homeBanner']);
    expect((await home()).css).toContain('--accent: #aa2200;');
    const wrong = await owner.merchant('POST', `${PATH}/preview`, { json: { values: { accent: 'url(https://evil.test/x)' }, url: '/' } });
    expect(wrong.status).toBe(400);
    expect((await owner.merchant('POST', `${PATH}/preview`, { json: { values: {}, url: '/admin' } })).status).toBe(400);
  });
});

describe('who may', () => {
  it('a website manager changes the design; an editor reads and previews but may not save; a store manager may not read', async () => {
    const { account: manager } = await signIn(server.baseUrl, MANAGER.email, MANAGER.password);
    const current = (await manager.merchant('GET', PATH)).body;
    expect((await manager.merchant('PUT', PATH, { json: { values: { accent: '#224466' }, expectedVersion: current.version } })).status).toBe(200);
    const { account: editor } = await signIn(server.baseUrl, EDITOR.email, EDITOR.password);
    const read = await editor.merchant('GET', PATH);
    expect(read.status).toBe(200);
    expect((await editor.merchant('POST', `${PATH}/preview`, { json: { values: {}, url: '/' } })).status).toBe(200);
    expect((await editor.merchant('PUT', PATH, { json: { values: {}, expectedVersion: read.body.version } })).status).toBe(403);
    expect((await editor.merchant('POST', `${PATH}/restore`, { json: { version: 1, expectedVersion: read.body.version } })).status).toBe(403);
    const { account: stockist } = await signIn(server.baseUrl, STOCKIST.email, STOCKIST.password);
    expect((await stockist.merchant('GET', PATH)).status).toBe(403);
    expect((await stockist.merchant('POST', `${PATH}/preview`, { json: { values: {}, url: '/' } })).status).toBe(403);
  });

  it('a call without a session or without the xsrf token is refused', async () => {
    expect((await fetch(`${server.baseUrl}${PATH}`)).status).toBe(401);
    const res = await owner.call('PUT', PATH, { json: { values: {}, expectedVersion: 0 } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('xsrf-invalid');
  });
});
