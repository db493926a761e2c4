// The layout editor's calls (/api/admin/layouts/<owner>…) against the built server: who may read
// and change (401 signed out, 403 to roles without content access, code blocks an ADMIN's
// alone), every input checked with its path (the 60-block limit, a kind's settings, images of the
// media library), a stale save answering 409 with nothing lost, publish / discard / history /
// restore, the preview (of a draft, or of a kept version), and what visitors see: a published layout on its page, never a draft.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Block, Layout } from '../../domain/layout/layout.js';
import { ADMIN_ONLY_MESSAGE } from '../../domain/layout/admin-only-blocks.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import { cookieHeader, rawGet } from './helpers/raw-http.js';
import type { Account } from './helpers/account.js';

const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const EDITOR = { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] as const };
const MANAGER = { email: 'site@shop.test', password: 'site password 1', roles: ['WEBSITE_MANAGER'] as const };
const STOCKIST = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] as const };
const VIEWER = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] as const };
const suite = useAdminSuite(OWNER, [EDITOR, MANAGER, STOCKIST, VIEWER], { CONTENT_STATE_TTL_MS: '0' });

const CONTACT = '/api/admin/layouts/page/col-contact';
const at = (column: number, span = 6, row = 1) => ({ column, span, row, rows: 1 });
const text = (id: string, html: string, column = 1): Block => ({ id, kind: 'text', settings: { html }, desktop: at(column) });
const code = (id: string, html: string): Block => ({ id, kind: 'code', settings: { html }, desktop: at(7) });
const layoutOf = (...blocks: Block[]): Layout => ({ sections: [{ id: 'intro', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks }] });

async function page(path: string): Promise<string> {
  const res = await fetch(`${suite.server.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

async function upload(account: Account): Promise<string> {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 90, b: 60 } } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'studio.png');
  form.set('altText', 'The studio');
  const res = await account.upload('/api/admin/media', form);
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

describe('who may use the layout calls', () => {
  it('answers 401 signed out and 403 to a store manager, who has no content access', async () => {
    const anon = await fetch(`${suite.server.baseUrl}${CONTACT}`);
    expect(anon.status).toBe(401);
    const stockist = await suite.as(STOCKIST);
    expect((await stockist.merchant('GET', CONTACT)).status).toBe(403);
    const put = await stockist.merchant('PUT', CONTACT, { json: { layout: layoutOf(code('c1', '<script>x()</script>')), expectedVersion: 0 } });
    expect(put.status).toBe(403);
    expect(put.body.code).toBe('forbidden');
  });

  it('lets a viewer read but not save', async () => {
    const viewer = await suite.as(VIEWER);
    const view = await viewer.merchant('GET', CONTACT);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ owner: 'page/col-contact', draft: { sections: [] }, published: null, version: 0, unpublished: false, pageUrl: '/contact', canUseCode: false });
    expect((await viewer.merchant('PUT', CONTACT, { json: { layout: layoutOf(), expectedVersion: 0 } })).status).toBe(403);
  });

  it('answers 404 naming an owner that does not exist', async () => {
    const owner = await suite.as(OWNER);
    const res = await owner.merchant('GET', '/api/admin/layouts/page/no-such-page');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No page with id "no-such-page".');
    expect((await owner.merchant('GET', '/api/admin/layouts/item/col-journal/nope')).body.message).toBe('No item with id "nope" in the collection "Journal".');
    expect((await owner.merchant('GET', '/api/admin/layouts/site/nope')).body.message).toBe('No block field "nope" in the site\'s layout regions.');
    expect((await owner.merchant('GET', '/api/admin/layouts/shelf/x')).status).toBe(404);
  });
});

describe('saving a draft', () => {
  it('refuses a bad layout naming each problem, and stores nothing', async () => {
    const owner = await suite.as(OWNER);
    const bad = await owner.merchant('PUT', CONTACT, {
      json: {
        expectedVersion: 0,
        layout: layoutOf(
          { id: 'b1', kind: 'button', settings: { label: 'Go', url: 'javascript:alert(1)', size: 'medium', alignment: 'left' }, desktop: at(1) },
          { id: 'b2', kind: 'text', settings: { html: '<p>x</p>' }, desktop: at(9, 6) },
          { id: 'b3', kind: 'image', settings: { mediaId: 'missing', alt: '', focalX: 0.5, focalY: 0.5 }, desktop: at(1, 6, 2) },
        ),
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid-layout');
    expect(bad.body.issues).toEqual([{ path: 'sections[0].blocks[1].desktop.span', message: 'A block starting at column 9 spanning 6 goes past the grid\'s 12 columns.' }]);
    const settings = await owner.merchant('PUT', CONTACT, {
      json: { expectedVersion: 0, layout: layoutOf({ id: 'b1', kind: 'button', settings: { label: 'Go', url: 'javascript:alert(1)', size: 'huge', alignment: 'left' }, desktop: at(1) }) },
    });
    expect(settings.status).toBe(400);
    expect(settings.body.issues).toEqual([
      { path: 'sections[0].blocks[0].settings.url', message: 'Use a web address (https://…), an email (mailto:…), a phone number (tel:…) or a path of this site (/…).', blockId: 'b1', block: 'Button block 1 of section 1' },
      { path: 'sections[0].blocks[0].settings.size', message: 'The size is one of small, medium, large.', blockId: 'b1', block: 'Button block 1 of section 1' },
    ]);
    const image = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: 0, layout: layoutOf({ id: 'b3', kind: 'image', settings: { mediaId: 'missing', alt: '', focalX: 0.5, focalY: 0.5 }, desktop: at(1) }) } });
    expect(image.body.issues).toEqual([{ path: 'sections[0].blocks[0].settings.mediaId', message: 'No image "missing" in the media library.', blockId: 'b3', block: 'Image block 1 of section 1' }]);
    expect((await owner.merchant('GET', CONTACT)).body).toMatchObject({ version: 0, draft: { sections: [] } });
  });

  it('refuses a layout of 61 blocks with the limit in its message', async () => {
    const owner = await suite.as(OWNER);
    const blocks = Array.from({ length: 61 }, (_, i) => text(`t${i}`, '<p>x</p>', 1));
    const res = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: 0, layout: layoutOf(...blocks) } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'sections', message: 'A layout holds at most 60 blocks; this one has 61. Remove 1 to save it.' }]);
  });

  it('saves a draft with its rich text cleaned, and answers 409 to a stale save with nothing lost', async () => {
    const owner = await suite.as(OWNER);
    const saved = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: 0, layout: layoutOf(text('t1', '<p onclick="x()">Hello <strong>there</strong><script>steal()</script></p>')) } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ version: 1, issues: [] });
    const editor = await suite.as(EDITOR);
    const stale = await editor.merchant('PUT', CONTACT, { json: { expectedVersion: 0, layout: layoutOf(text('t1', '<p>Overwritten</p>')) } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    const view = await owner.merchant('GET', CONTACT);
    expect(view.body.version).toBe(1);
    expect(view.body.draft.sections[0].blocks[0].settings.html).toBe('<p>Hello <strong>there</strong></p>');
    expect(view.body.unpublished).toBe(true);
  });
});

const LANDING = '/api/admin/layouts/page/page-home';
/** A block of each kind that points at something the owner picks, just added: its choice blank. */
const fresh = (): Block[] => [
  { id: 'sum', kind: 'summary', variant: 'wall', settings: { collectionId: '', count: 6, show: { title: true, image: true, excerpt: true, price: true, date: true } }, desktop: at(1, 12, 1) },
  { id: 'frm', kind: 'form', settings: { formId: '' }, desktop: at(1, 6, 2) },
  { id: 'nws', kind: 'newsletter', settings: { listId: '', title: 'Subscribe', description: 'News.', buttonLabel: 'Sign up' }, desktop: at(7, 6, 2) },
  { id: 'prd', kind: 'product', settings: { productId: '', showImage: true, showExcerpt: true }, desktop: at(1, 6, 3) },
  { id: 'vid', kind: 'video', settings: { url: '', title: '' }, desktop: at(7, 6, 3) },
  { id: 'map', kind: 'map', settings: { address: '', zoom: 14 }, desktop: at(1, 12, 4) },
];

describe('a draft with choices still to make (regression: a freshly added form block made every autosave answer 400)', () => {
  it('saves the draft, answering each blank choice as an issue of its block; publishing refuses it naming block and field', async () => {
    const owner = await suite.as(OWNER);
    const start = (await owner.merchant('GET', LANDING)).body;
    const saved = await owner.merchant('PUT', LANDING, { json: { expectedVersion: start.version, layout: layoutOf(...fresh()) } });
    expect(saved.status).toBe(200);
    expect(saved.body.issues).toEqual([
      { path: 'sections[0].blocks[0].settings.collectionId', message: 'Choose a collection to summarise.', blockId: 'sum', block: 'Summary block 1 of section 1' },
      { path: 'sections[0].blocks[1].settings.formId', message: 'Choose a form.', blockId: 'frm', block: 'Form block 2 of section 1' },
      { path: 'sections[0].blocks[2].settings.listId', message: 'A List must be selected.', blockId: 'nws', block: 'Newsletter block 3 of section 1' },
      { path: 'sections[0].blocks[3].settings.productId', message: 'Choose a product.', blockId: 'prd', block: 'Product block 4 of section 1' },
      { path: 'sections[0].blocks[4].settings.url', message: 'The video link is required.', blockId: 'vid', block: 'Video block 5 of section 1' },
      { path: 'sections[0].blocks[4].settings.title', message: 'The video title is required.', blockId: 'vid', block: 'Video block 5 of section 1' },
      { path: 'sections[0].blocks[5].settings.address', message: 'The address is required.', blockId: 'map', block: 'Map block 6 of section 1' },
    ]);
    const view = (await owner.merchant('GET', LANDING)).body;
    expect(view.version).toBe(saved.body.version);
    expect(view.draft.sections[0].blocks.map((b: Block) => b.id)).toEqual(['sum', 'frm', 'nws', 'prd', 'vid', 'map']);

    const refused = await owner.merchant('POST', `${LANDING}/publish`, { json: { expectedVersion: view.version } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid-layout');
    expect(refused.body.issues).toContainEqual({ path: 'sections[0].blocks[1].settings.formId', message: 'Choose a form.', blockId: 'frm', block: 'Form block 2 of section 1' });
    expect(refused.body.issues).toEqual(expect.arrayContaining(saved.body.issues));
    expect((await owner.merchant('GET', LANDING)).body).toMatchObject({ version: view.version, published: null });
    expect(await page('/')).not.toContain('data-layout=');
  });

  it('still refuses on a draft what is not a blank choice: a bad link, an unknown setting, a choice that names nothing, an editor adding code', async () => {
    const owner = await suite.as(OWNER);
    const version = (await owner.merchant('GET', LANDING)).body.version;
    const cases: [Block, string, string][] = [
      [{ id: 'btn', kind: 'button', settings: { label: 'Go', url: 'javascript:alert(1)', size: 'medium', alignment: 'left' }, desktop: at(1) }, 'sections[0].blocks[1].settings.url', 'Use a web address (https://…), an email (mailto:…), a phone number (tel:…) or a path of this site (/…).'],
      [{ id: 'frm2', kind: 'form', settings: { formId: '', onclick: 'steal()' }, desktop: at(1) }, 'sections[0].blocks[1].settings', "Unrecognized key(s) in object: 'onclick'"],
      [{ id: 'frm3', kind: 'form', settings: { formId: 'no-such-form' }, desktop: at(1) }, 'sections[0].blocks[1].settings.formId', 'no-such-form is not one of the expected options.'],
    ];
    for (const [block, path, message] of cases) {
      const res = await owner.merchant('PUT', LANDING, { json: { expectedVersion: version, layout: layoutOf(fresh()[1]!, block) } });
      expect(res.status, block.id).toBe(400);
      expect(res.body.issues, block.id).toContainEqual(expect.objectContaining({ path, message }));
      expect(res.body.issues.every((i: { path: string }) => i.path.startsWith("sections[0].blocks[1]")), block.id).toBe(true);
    }
    const editor = await suite.as(EDITOR);
    const codeDraft = await editor.merchant('PUT', LANDING, { json: { expectedVersion: version, layout: layoutOf(fresh()[1]!, code('c1', '<script>x()</script>')) } });
    expect(codeDraft.status).toBe(403);
    expect(codeDraft.body.message).toBe(ADMIN_ONLY_MESSAGE);
    expect((await owner.merchant('GET', LANDING)).body.version).toBe(version);
  });
});

describe('code blocks', () => {
  it("refuses an editor's or a website manager's new code block, with the message", async () => {
    for (const user of [EDITOR, MANAGER]) {
      const account = await suite.as(user);
      const version = (await account.merchant('GET', CONTACT)).body.version as number;
      const res = await account.merchant('PUT', CONTACT, { json: { expectedVersion: version, layout: layoutOf(text('t1', '<p>Hello</p>'), code('c1', '<script>steal()</script>')) } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'admin-only-block', message: ADMIN_ONLY_MESSAGE, issues: [{ path: 'sections[0].blocks[1]', message: ADMIN_ONLY_MESSAGE }] });
      expect((await account.merchant('GET', CONTACT)).body.version).toBe(version);
    }
  });

  it("lets an editor move an ADMIN's code block but not change it", async () => {
    const owner = await suite.as(OWNER);
    const version = (await owner.merchant('GET', CONTACT)).body.version as number;
    expect((await owner.merchant('GET', CONTACT)).body.canUseCode).toBe(true);
    const promo = code('c1', '<div class="promo">Sale</div>');
    const mine = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: version, layout: layoutOf(text('t1', '<p>Hello</p>'), promo) } });
    expect(mine.status).toBe(200);
    const editor = await suite.as(EDITOR);
    const moved = await editor.merchant('PUT', CONTACT, { json: { expectedVersion: mine.body.version, layout: layoutOf(text('t1', '<p>Hello again</p>'), { ...promo, desktop: at(1, 12, 3) }) } });
    expect(moved.status).toBe(200);
    const changed = await editor.merchant('PUT', CONTACT, { json: { expectedVersion: moved.body.version, layout: layoutOf(text('t1', '<p>Hello again</p>'), code('c1', '<img src=x onerror=steal()>')) } });
    expect(changed.status).toBe(403);
    const view = await owner.merchant('GET', CONTACT);
    expect(view.body.version).toBe(moved.body.version);
    expect(view.body.draft.sections[0].blocks[1]).toMatchObject({ kind: 'code', settings: { html: '<div class="promo">Sale</div>' }, desktop: at(1, 12, 3) });
  });
});

describe('publishing', () => {
  it('shows a published layout on its page, never a draft; discard, history and restore', async () => {
    const owner = await suite.as(OWNER);
    const before = await page('/contact');
    expect(before).not.toContain('data-layout=');
    let view = (await owner.merchant('GET', CONTACT)).body;
    const published = await owner.merchant('POST', `${CONTACT}/publish`, { json: { expectedVersion: view.version } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ unpublished: false, version: view.version + 1 });
    const html = await page('/contact');
    expect(html).toContain('data-layout="page/col-contact"');
    expect(html).toContain('<div class="sqs-html-content"><p>Hello again</p></div>');
    expect(html).toContain('<div class="promo">Sale</div>');

    view = published.body;
    const draft = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: view.version, layout: layoutOf(text('t1', '<p>Only a draft</p>')) } });
    expect(draft.status).toBe(200);
    expect(await page('/contact')).not.toContain('Only a draft');
    expect((await owner.merchant('POST', `${CONTACT}/publish`, { json: { expectedVersion: view.version } })).status).toBe(409);

    const discarded = await owner.merchant('POST', `${CONTACT}/discard`, { json: { expectedVersion: draft.body.version } });
    expect(discarded.status).toBe(200);
    expect(discarded.body.unpublished).toBe(false);
    expect(discarded.body.draft.sections[0].blocks[0].settings.html).toBe('<p>Hello again</p>');

    const second = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: discarded.body.version, layout: layoutOf(text('t1', '<p>Second edition</p>')) } });
    const republished = await owner.merchant('POST', `${CONTACT}/publish`, { json: { expectedVersion: second.body.version } });
    expect(await page('/contact')).toContain('Second edition');
    const history = await owner.merchant('GET', `${CONTACT}/history`);
    expect(history.status).toBe(200);
    expect(history.body.entries).toEqual([{ version: 1, savedBy: OWNER.email, saved: expect.any(Number) }]);
    const restored = await owner.merchant('POST', `${CONTACT}/restore`, { json: { version: 1, expectedVersion: republished.body.version } });
    expect(restored.status).toBe(200);
    expect(restored.body.unpublished).toBe(true);
    expect(restored.body.draft.sections[0].blocks[0].settings.html).toBe('<p>Hello again</p>');
    expect(await page('/contact')).toContain('Second edition');
  });

  it('previews a kept version as it was kept, the draft untouched; 404 for a version not kept, 400 for one not a whole number; a viewer may preview it', async () => {
    const owner = await suite.as(OWNER);
    for (const words of ['First kept words', 'Second kept words']) {
      const current = (await owner.merchant('GET', CONTACT)).body.version as number;
      const saved = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: current, layout: layoutOf(text('t1', `<p>${words}</p>`)) } });
      expect((await owner.merchant('POST', `${CONTACT}/publish`, { json: { expectedVersion: saved.body.version } })).status).toBe(200);
    }
    const draft = (await owner.merchant('GET', CONTACT)).body;
    const kept = (await owner.merchant('GET', `${CONTACT}/history`)).body.entries[0].version as number;

    const preview = await owner.merchant('POST', `${CONTACT}/preview`, { json: { version: kept } });
    expect(preview.status).toBe(200);
    expect(preview.body.page).toContain('<div class="sqs-html-content"><p>First kept words</p></div>');
    expect(preview.body.page).not.toContain('Second kept words');
    expect(preview.body.blocks.t1).toContain('First kept words');
    expect((await owner.merchant('GET', CONTACT)).body).toMatchObject({ version: draft.version, unpublished: false });
    expect(await page('/contact')).toContain('Second kept words');

    const unknown = await owner.merchant('POST', `${CONTACT}/preview`, { json: { version: kept + 100 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('unknown-version');
    const refused: [unknown, string][] = [[1.5, 'version must be a whole number.'], ['one', 'version must be a number.'], [0, 'version must be 1 or more.']];
    for (const [version, message] of refused) {
      const bad = await owner.merchant('POST', `${CONTACT}/preview`, { json: { version } });
      expect(bad.status).toBe(400);
      expect(bad.body.issues).toEqual([{ path: 'version', message }]);
    }
    const both = await owner.merchant('POST', `${CONTACT}/preview`, { json: { version: kept, layout: layoutOf() } });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Send the layout, or the version of the history to preview.');

    // VIEWER reads content (docs/roles.md): a kept version's preview, but not a preview of an edited layout.
    const viewer = await suite.as(VIEWER);
    const seen = await viewer.merchant('POST', `${CONTACT}/preview`, { json: { version: kept } });
    expect(seen.status).toBe(200);
    expect(seen.body.page).toContain('First kept words');
    expect((await viewer.merchant('POST', `${CONTACT}/preview`, { json: { layout: layoutOf() } })).status).toBe(403);
    const stockist = await suite.as(STOCKIST);
    expect((await stockist.merchant('POST', `${CONTACT}/preview`, { json: { version: kept } })).status).toBe(403);
  });

  it("refuses an editor's restore of a version holding a code block the draft no longer has", async () => {
    const owner = await suite.as(OWNER);
    const view = (await owner.merchant('GET', CONTACT)).body;
    const cleared = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: view.version, layout: layoutOf(text('t1', '<p>No code now</p>')) } });
    const editor = await suite.as(EDITOR);
    const res = await editor.merchant('POST', `${CONTACT}/restore`, { json: { version: 1, expectedVersion: cleared.body.version } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('admin-only-block');
  });
});

describe('regression: an autosave keeps the kept pages', () => {
  it('serves the kept page after a draft save (its ETag still current), and the published layout after publish', async () => {
    const owner = await suite.as(OWNER);
    const view = (await owner.merchant('GET', CONTACT)).body;
    const saved = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: view.version, layout: layoutOf(text('t1', '<p>Kept for visitors</p>')) } });
    const published = await owner.merchant('POST', `${CONTACT}/publish`, { json: { expectedVersion: saved.body.version } });
    expect(published.status).toBe(200);
    const url = `${suite.server.baseUrl}/contact`;
    const first = await rawGet(url);
    const cookie = cookieHeader(first);
    const kept = await rawGet(url, { cookie });
    expect(kept.body.toString()).toContain('Kept for visitors');
    const etag = kept.headers['etag']!;

    for (const words of ['Autosaved once', 'Autosaved twice']) {
      const current = (await owner.merchant('GET', CONTACT)).body.version as number;
      expect((await owner.merchant('PUT', CONTACT, { json: { expectedVersion: current, layout: layoutOf(text('t1', `<p>${words}</p>`)) } })).status).toBe(200);
      const again = await rawGet(url, { cookie, 'if-none-match': etag });
      expect(again.status).toBe(304);
    }

    const draft = (await owner.merchant('GET', CONTACT)).body;
    expect((await owner.merchant('POST', `${CONTACT}/publish`, { json: { expectedVersion: draft.version } })).status).toBe(200);
    const after = await rawGet(url, { cookie, 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('Autosaved twice');
    expect(after.headers['etag']).not.toBe(etag);
  });
});

describe('images and the preview', () => {
  it('previews a draft with an image of the library on the whole page, storing nothing', async () => {
    const owner = await suite.as(OWNER);
    const mediaId = await upload(owner);
    const view = (await owner.merchant('GET', CONTACT)).body;
    const layout: Layout = {
      sections: [
        {
          id: 'hero', background: { kind: 'image', mediaId, focalX: 0.3, focalY: 0.6 }, padding: 'large', theme: 'dark',
          blocks: [
            { id: 'pic', kind: 'image', variant: 'card', settings: { mediaId, alt: 'The studio at dawn', focalX: 0.5, focalY: 0.5, caption: 'Our studio' }, desktop: at(1, 6), phone: at(1, 12, 2) },
            { id: 'go', kind: 'button', settings: { label: 'Visit', url: '/shop', size: 'large', alignment: 'center' }, desktop: at(7, 6) },
          ],
        },
      ],
    };
    const res = await owner.merchant('POST', `${CONTACT}/preview`, { json: { layout } });
    expect(res.status).toBe(200);
    expect(res.body.stylesheet).toBe('/site.css');
    expect(res.body.page).toContain('<section class="page-section theme-dark padding-large background-image" data-section-id="hero">');
    expect(res.body.page).toContain(`background-image:url("/media/${mediaId}/studio.png?format=2500w")`);
    expect(res.body.page).toMatch(/<head>[\s\S]*<style data-page-layouts>[\s\S]*@media \(max-width:432px\)[\s\S]*<\/style>[\s\S]*<\/head>/);
    expect(Object.keys(res.body.blocks)).toEqual(['pic', 'go']);
    expect(res.body.blocks.pic).toContain(`src="/media/${mediaId}/studio.png?format=1000w"`);
    expect(res.body.blocks.pic).toContain('alt="The studio at dawn"');
    expect(res.body.blocks.go).toContain('<a class="button sqs-block-button-element size-large" href="/shop">Visit</a>');
    expect((await owner.merchant('GET', CONTACT)).body.version).toBe(view.version);
    expect(await page('/contact')).not.toContain('The studio at dawn');
    const colour = await owner.merchant('POST', `${CONTACT}/preview`, { json: { layout: { sections: [{ ...layout.sections[0], background: { kind: 'color', color: 'hotpink' } }] } } });
    expect(colour.status).toBe(400);
    expect(colour.body.issues[0].path).toBe('sections[0].background.color');
  });

  it("refuses to delete an image a published layout shows", async () => {
    const owner = await suite.as(OWNER);
    const mediaId = await upload(owner);
    const view = (await owner.merchant('GET', CONTACT)).body;
    const layout: Layout = layoutOf({ id: 'pic', kind: 'image', settings: { mediaId, alt: 'Kept', focalX: 0.5, focalY: 0.5 }, desktop: at(1) });
    const saved = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: view.version, layout } });
    await owner.merchant('POST', `${CONTACT}/publish`, { json: { expectedVersion: saved.body.version } });
    const del = await owner.merchant('DELETE', `/api/admin/media/${mediaId}`);
    expect(del.status).toBe(409);
    expect(await page('/contact')).toContain('alt="Kept"');
  });
  it('refuses to delete an image only a saved draft shows (drafts kept apart from the content)', async () => {
    const owner = await suite.as(OWNER);
    const mediaId = await upload(owner);
    const view = (await owner.merchant('GET', CONTACT)).body;
    const saved = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: view.version, layout: layoutOf({ id: 'pic', kind: 'image', settings: { mediaId, alt: 'Draft only', focalX: 0.5, focalY: 0.5 }, desktop: at(1) }) } });
    expect(saved.status).toBe(200);
    const del = await owner.merchant('DELETE', `/api/admin/media/${mediaId}`);
    expect(del.status).toBe(409);
    expect(del.body.usedBy).toEqual([{ kind: 'page', title: 'Contact', state: 'draft', href: '/admin/layouts/page/col-contact' }]);
  });
});

describe('layouts of items and block fields', () => {
  it("replaces a post's body with its published layout", async () => {
    const owner = await suite.as(OWNER);
    const path = '/api/admin/layouts/item/col-journal/post-glaze';
    const view = await owner.merchant('GET', path);
    expect(view.body.pageUrl).toBe('/blog/a-new-glaze');
    const saved = await owner.merchant('PUT', path, { json: { expectedVersion: 0, layout: layoutOf(text('t1', '<p>The glaze, told in blocks.</p>')) } });
    expect((await page('/blog/a-new-glaze'))).not.toContain('told in blocks');
    await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: saved.body.version } });
    expect(await page('/blog/a-new-glaze')).toContain('<p>The glaze, told in blocks.</p>');
  });
});
