// The slide calls (/api/admin/slides/<owner>…) against the built server: who may read and change
// them (as for page layouts), a cover page made in the admin's pages, every input checked with its
// path, a stale save answering 409 with nothing lost, publish and discard, the history of published
// versions (listed newest first, previewed, restored into the draft; a stale restore answers 409
// and changes nothing), and what visitors see: the published slide as the whole page (no site
// layout), never a draft.
import { describe, expect, it } from 'vitest';
import type { Slide } from '../../domain/layout/slide.js';
import { SLIDE_MESSAGES } from '../../domain/layout/validate-slide.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import type { Account } from './helpers/account.js';

const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const EDITOR = { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] as const };
const STOCKIST = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] as const };
const VIEWER = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] as const };
const suite = useAdminSuite(OWNER, [EDITOR, STOCKIST, VIEWER], { CONTENT_STATE_TTL_MS: '0' });

const COVER: Slide = {
  type: 'cover-page',
  background: { kind: 'color', color: '#1a2b3c' },
  slices: [
    { id: 'title', name: 'heading', position: 'center', content: { text: 'Opening <soon>' } },
    { id: 'cta', name: 'buttons', position: 'bottom-center', content: { links: [{ label: 'Visit the shop', url: '/shop' }] } },
  ],
};

async function coverPage(account: Account, urlId: string): Promise<{ id: string; path: string }> {
  const created = await account.merchant('POST', '/api/admin/content/pages', { json: { value: { title: 'Launch', urlId, template: 'contact', blockFields: {}, texts: {}, cover: true } } });
  expect(created.status).toBe(201);
  expect(created.body.value.cover).toBe(true);
  return { id: created.body.id as string, path: `/api/admin/slides/page/${created.body.id as string}` };
}

async function visit(path: string): Promise<string> {
  const res = await fetch(`${suite.server.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

describe('who may use the slide calls', () => {
  it('answers 401 signed out, 403 to a store manager, lets a viewer read but not save', async () => {
    const owner = await suite.as(OWNER);
    const { path } = await coverPage(owner, 'launch-roles');
    expect((await fetch(`${suite.server.baseUrl}${path}`)).status).toBe(401);
    const stockist = await suite.as(STOCKIST);
    expect((await stockist.merchant('GET', path)).status).toBe(403);
    const viewer = await suite.as(VIEWER);
    const view = await viewer.merchant('GET', path);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ draft: { type: 'cover-page', slices: [] }, published: null, version: 0, unpublished: false, pageUrl: '/launch-roles' });
    expect((await viewer.merchant('PUT', path, { json: { slide: COVER, expectedVersion: 0 } })).status).toBe(403);
  });

  it('answers 404 naming an owner that is not a cover page or does not exist', async () => {
    const owner = await suite.as(OWNER);
    expect((await owner.merchant('GET', '/api/admin/slides/page/no-such-page')).body.message).toBe('No page with id "no-such-page".');
    const contact = await owner.merchant('GET', '/api/admin/slides/page/col-contact');
    expect(contact.status).toBe(404);
    expect(contact.body.message).toMatch(/is not a cover page/);
    expect((await owner.merchant('GET', '/api/admin/slides/shelf/x')).status).toBe(404);
    expect((await owner.merchant('GET', '/api/admin/slides/site/lock-screen')).body.draft.type).toBe('lock-screen');
  });
});

describe('saving, publishing and showing a cover page', () => {
  it('refuses a bad slide naming each problem, and stores nothing', async () => {
    const editor = await suite.as(EDITOR);
    const { path } = await coverPage(editor, 'launch-bad');
    const bad = await editor.merchant('PUT', path, {
      json: { expectedVersion: 0, slide: { ...COVER, slices: [{ id: 'x', name: 'heading', position: 'middle', content: { text: '' } }] } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid-slide');
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'slices[0].position', message: SLIDE_MESSAGES.position('middle') },
        { path: 'slices[0].content.text', message: SLIDE_MESSAGES.required('text', 'heading') },
      ]),
    );
    // The media library is looked in once the shape is right.
    const missing = await editor.merchant('PUT', path, { json: { expectedVersion: 0, slide: { ...COVER, slices: [{ id: 'y', name: 'logo', position: 'top-left', content: { mediaId: 'nope' } }] } } });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: 'slices[0].content.mediaId', message: 'No image "nope" in the media library.' }]);
    expect((await editor.merchant('GET', path)).body.version).toBe(0);
    const wrongType = await editor.merchant('PUT', path, { json: { expectedVersion: 0, slide: { ...COVER, type: 'lock-screen' } } });
    expect(wrongType.body.issues).toContainEqual({ path: 'type', message: SLIDE_MESSAGES.wrongType('cover-page') });
  });

  it('answers 409 to a stale save and keeps what was saved', async () => {
    const editor = await suite.as(EDITOR);
    const { path } = await coverPage(editor, 'launch-stale');
    expect((await editor.merchant('PUT', path, { json: { slide: COVER, expectedVersion: 0 } })).body).toEqual({ version: 1 });
    const stale = await editor.merchant('PUT', path, { json: { slide: { ...COVER, slices: [] }, expectedVersion: 0 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    const view = (await editor.merchant('GET', path)).body;
    expect(view.draft.slices).toHaveLength(2);
    expect(view.version).toBe(1);
  });

  it('shows the published slide as the whole page, never the draft, and discards back to it', async () => {
    const owner = await suite.as(OWNER);
    const { path } = await coverPage(owner, 'launch');
    // Not published yet: the page renders with its template.
    expect(await visit('/launch')).not.toContain('data-slide-type');
    await owner.merchant('PUT', path, { json: { slide: COVER, expectedVersion: 0 } });
    expect(await visit('/launch')).not.toContain('Opening');
    const published = await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: 1 } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ unpublished: false, version: 2, published: { slices: [{ id: 'title' }, { id: 'cta' }] } });
    const html = await visit('/launch');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="[a-z-]+">/i);
    expect(html).toContain('<h1 class="slice-heading">Opening &lt;soon&gt;</h1>');
    expect(html).toContain('<a class="button slice-button" href="/shop">Visit the shop</a>');
    expect(html).toContain('background:#1a2b3c;color:#ffffff;');
    // No site layout: none of the other pages' navigation.
    expect(html).not.toContain('/contact');
    const draft = await owner.merchant('PUT', path, { json: { slide: { ...COVER, slices: [COVER.slices[0]] }, expectedVersion: 2 } });
    expect(draft.status).toBe(200);
    expect(await visit('/launch')).toContain('Visit the shop');
    const discarded = await owner.merchant('POST', `${path}/discard`, { json: { expectedVersion: 3 } });
    expect(discarded.body).toMatchObject({ unpublished: false, draft: { slices: [{ id: 'title' }, { id: 'cta' }] } });
  });
});

describe('the history of a published slide', () => {
  const second: Slide = { ...COVER, slices: [{ id: 'title', name: 'heading', position: 'center', content: { text: 'Open now' } }] };

  it('lists each published version replaced (who, when), newest first; previews one; restores it into the draft, published by the next publish', async () => {
    const owner = await suite.as(OWNER);
    const { path } = await coverPage(owner, 'launch-history');
    expect((await owner.merchant('GET', `${path}/history`)).body).toEqual({ entries: [] });
    await owner.merchant('PUT', path, { json: { slide: COVER, expectedVersion: 0 } });
    expect((await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: 1 } })).status).toBe(200);
    await owner.merchant('PUT', path, { json: { slide: second, expectedVersion: 2 } });
    expect((await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: 3 } })).status).toBe(200);
    expect(await visit('/launch-history')).toContain('Open now');

    const history = await owner.merchant('GET', `${path}/history`);
    expect(history.status).toBe(200);
    expect(history.body.entries).toEqual([{ version: 1, savedBy: OWNER.email, saved: expect.any(Number) }]);
    // A third publish keeps the second: newest first.
    await owner.merchant('PUT', path, { json: { slide: { ...second, background: { kind: 'none' } }, expectedVersion: 4 } });
    expect((await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: 5 } })).status).toBe(200);
    expect((await owner.merchant('GET', `${path}/history`)).body.entries.map((e: { version: number }) => e.version)).toEqual([2, 1]);

    const preview = await owner.merchant('POST', `${path}/preview`, { json: { version: 1 } });
    expect(preview.status).toBe(200);
    expect(preview.body.page).toContain('Opening &lt;soon&gt;');
    expect((await owner.merchant('POST', `${path}/preview`, { json: { version: 9 } })).status).toBe(404);

    const restored = await owner.merchant('POST', `${path}/restore`, { json: { version: 1, expectedVersion: 6 } });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ unpublished: true, version: 7, draft: { slices: [{ id: 'title', content: { text: 'Opening <soon>' } }, { id: 'cta' }] } });
    // Visitors still see the published one until the restored draft is published.
    expect(await visit('/launch-history')).toContain('Open now');
    expect((await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: 7 } })).status).toBe(200);
    expect(await visit('/launch-history')).toContain('Opening &lt;soon&gt;');
  });

  it('answers 409 to a stale restore and 404 to a version not kept, changing nothing; a viewer may list and preview but not restore', async () => {
    const owner = await suite.as(OWNER);
    const { path } = await coverPage(owner, 'launch-history-stale');
    await owner.merchant('PUT', path, { json: { slide: COVER, expectedVersion: 0 } });
    await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: 1 } });
    await owner.merchant('PUT', path, { json: { slide: second, expectedVersion: 2 } });
    await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: 3 } });
    // Work in the draft since: a restore naming the older version is refused and the work kept.
    await owner.merchant('PUT', path, { json: { slide: { ...second, background: { kind: 'none' } }, expectedVersion: 4 } });
    const stale = await owner.merchant('POST', `${path}/restore`, { json: { version: 1, expectedVersion: 4 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    const unknown = await owner.merchant('POST', `${path}/restore`, { json: { version: 8, expectedVersion: 5 } });
    expect(unknown.status).toBe(404);
    const view = (await owner.merchant('GET', path)).body;
    expect(view).toMatchObject({ version: 5, draft: { background: { kind: 'none' }, slices: [{ content: { text: 'Open now' } }] } });
    const bad = await owner.merchant('POST', `${path}/restore`, { json: { version: 0, expectedVersion: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'version', message: 'version must be 1 or more.' }]);

    const viewer = await suite.as(VIEWER);
    expect((await viewer.merchant('GET', `${path}/history`)).body.entries).toHaveLength(1);
    expect((await viewer.merchant('POST', `${path}/restore`, { json: { version: 1, expectedVersion: 5 } })).status).toBe(403);
    // Previewing a kept version only reads: a viewer may; a preview of an edited slide is a change's.
    expect((await viewer.merchant('POST', `${path}/preview`, { json: { version: 1 } })).body.page).toContain('Opening &lt;soon&gt;');
    expect((await viewer.merchant('POST', `${path}/preview`, { json: { slide: COVER } })).status).toBe(403);
  });
});

describe('the lock screen slide', () => {
  it('is drawn on a locked site once published, its password slice holding the lock form; unlocked, the site shows again', async () => {
    const owner = await suite.as(OWNER);
    const path = '/api/admin/slides/site/lock-screen';
    const slide: Slide = {
      type: 'lock-screen',
      background: { kind: 'none' },
      slices: [
        { id: 'h', name: 'heading', position: 'top-center', content: { text: 'Back in spring' } },
        { id: 'p', name: 'password', position: 'center', content: { text: 'Friends of the studio, come in.' } },
      ],
    };
    const saved = await owner.merchant('PUT', path, { json: { slide, expectedVersion: 0 } });
    expect(saved.status).toBe(200);
    expect((await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: saved.body.version } })).status).toBe(200);
    // Published but the site is open: visitors see the site.
    expect(await visit('/')).not.toContain('Back in spring');
    expect((await owner.merchant('PUT', '/api/admin/access', { json: { scope: 'site', password: 'studio secret 1' } })).status).toBe(200);
    try {
      const locked = await fetch(`${suite.server.baseUrl}/contact`);
      const html = await locked.text();
      expect(html).toContain('<h1 class="slice-heading">Back in spring</h1>');
      expect(html).toContain('Friends of the studio, come in.');
      expect(html).toContain('<form class="access-form" method="post" action="/api/site-access">');
      expect(html).toContain('name="returnTo" value="/contact"');
      expect(locked.headers.get('x-robots-tag')).toBe('noindex');
    } finally {
      expect((await owner.merchant('DELETE', '/api/admin/access', { json: { scope: 'site' } })).status).toBe(200);
    }
    expect(await visit('/')).not.toContain('Back in spring');
  });
});

describe('the slide preview and the popup overlay', () => {
  it('previews a slide as visitors will see it, checked as a save, storing nothing; a viewer may not ask', async () => {
    const editor = await suite.as(EDITOR);
    const { path } = await coverPage(editor, 'launch-preview');
    const preview = await editor.merchant('POST', `${path}/preview`, { json: { slide: COVER } });
    expect(preview.status).toBe(200);
    expect(preview.body.page).toMatch(/^<!DOCTYPE html>/);
    expect(preview.body.page).toContain('<h1 class="slice-heading">Opening &lt;soon&gt;</h1>');
    const bad = await editor.merchant('POST', `${path}/preview`, { json: { slide: { ...COVER, slices: [{ id: 'i', name: 'image', position: 'center', content: {} }] } } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'slices[0].content.mediaId', message: SLIDE_MESSAGES.required('an image', 'image') }]);
    expect((await editor.merchant('GET', path)).body.version).toBe(0);
    const viewer = await suite.as(VIEWER);
    expect((await viewer.merchant('POST', `${path}/preview`, { json: { slide: COVER } })).status).toBe(403);
  });

  it('draws the published popup slide in the popup dialog of the site pages, never a draft', async () => {
    const owner = await suite.as(OWNER);
    const path = '/api/admin/slides/site/popup-overlay';
    const slide: Slide = { type: 'popup-overlay', background: { kind: 'none' }, slices: [{ id: 'p', name: 'heading', position: 'center', content: { text: 'Ten days of <free> shipping' } }] };
    const saved = await owner.merchant('PUT', path, { json: { slide, expectedVersion: 0 } });
    expect(saved.status).toBe(200);
    expect(await visit('/blog')).not.toContain('id="popup-overlay"');
    expect((await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: saved.body.version } })).status).toBe(200);
    const html = await visit('/blog');
    expect(html).toContain('<dialog id="popup-overlay" class="popup-overlay popup-slide" aria-label="Ten days of &lt;free&gt; shipping"');
    expect(html).toContain('<h1 class="slice-heading">Ten days of &lt;free&gt; shipping</h1>');
    expect(html.match(/<main\b/g)).toHaveLength(1);
    // Published empty: no popup.
    const view = (await owner.merchant('GET', path)).body;
    const emptied = await owner.merchant('PUT', path, { json: { slide: { ...slide, slices: [] }, expectedVersion: view.version } });
    expect((await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: emptied.body.version } })).status).toBe(200);
    expect(await visit('/blog')).not.toContain('id="popup-overlay"');
  });
});
