// The dynamic blocks through the layout editor's calls: a block pointing at site content the site
// lacks is refused on save with its path and the editor's message (a mailing list, a form, a
// product, a collection, a gallery image of the media library), nothing being stored (the message
// for a site without any mailing list: tests/site/features/page-builder/live-block-messages.test.ts); and a saved
// layout of them, once published, renders on its page from the content (the summary's posts, the
// form's markup with its JSON, the product's buy box).
import { describe, expect, it } from 'vitest';
import type { Block, Layout } from '../../domain/layout/layout.js';
import { useAdminSuite } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const suite = useAdminSuite(OWNER, [], { CONTENT_STATE_TTL_MS: '0' });

const HOME = '/api/admin/layouts/page/page-home';
const at = (row: number) => ({ column: 1, span: 12, row, rows: 1 });
const layoutOf = (...blocks: Block[]): Layout => ({ sections: [{ id: 'main', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks }] });

describe('saving dynamic blocks', () => {
  it('refuses what points at nothing on this site, naming each block’s setting', async () => {
    const owner = await suite.as(OWNER);
    const res = await owner.merchant('PUT', HOME, {
      json: {
        expectedVersion: 0,
        layout: layoutOf(
          { id: 'n', kind: 'newsletter', settings: { listId: 'form-gone', title: 'Join', buttonLabel: 'Sign up' }, desktop: at(1) },
          { id: 'f', kind: 'form', settings: { formId: 'form-gone' }, desktop: at(2) },
          { id: 'p', kind: 'product', settings: { productId: 'prod-gone', showImage: true, showExcerpt: true }, desktop: at(3) },
          { id: 's', kind: 'summary', variant: 'grid', settings: { collectionId: 'recipes', count: 3, show: { title: true, image: true, excerpt: true, price: true, date: true } }, desktop: at(4) },
          { id: 'g', kind: 'gallery', variant: 'grid', settings: { images: [{ mediaId: 'not-uploaded', alt: 'A pot' }], gallery: {} }, desktop: at(5) },
        ),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'sections[0].blocks[0].settings.listId', message: 'form-gone is not one of the expected options.', blockId: 'n', block: 'Newsletter block 1 of section 1' },
      { path: 'sections[0].blocks[1].settings.formId', message: 'form-gone is not one of the expected options.', blockId: 'f', block: 'Form block 2 of section 1' },
      { path: 'sections[0].blocks[2].settings.productId', message: 'prod-gone is not one of the expected options.', blockId: 'p', block: 'Product block 3 of section 1' },
      { path: 'sections[0].blocks[3].settings.collectionId', message: 'recipes is not one of the expected options.', blockId: 's', block: 'Summary block 4 of section 1' },
    ]);
    expect((await owner.merchant('GET', HOME)).body.version).toBe(0);
  });

  it('a gallery image missing from the media library is refused naming its block (id and the editor’s name), as every other issue of a block', async () => {
    const owner = await suite.as(OWNER);
    // The images are looked up once the settings pass.
    const gallery = await owner.merchant('PUT', HOME, {
      json: {
        expectedVersion: 0,
        layout: layoutOf(
          { id: 't', kind: 'text', settings: { html: '<p>Above</p>' }, desktop: at(1) },
          { id: 'g', kind: 'gallery', variant: 'grid', settings: { images: [{ mediaId: 'not-uploaded', alt: 'A pot' }], gallery: {} }, desktop: at(2) },
        ),
      },
    });
    expect(gallery.status).toBe(400);
    expect(gallery.body.issues).toEqual([
      { path: 'sections[0].blocks[1].settings.images[0].mediaId', message: 'No image "not-uploaded" in the media library.', blockId: 'g', block: 'Gallery block 2 of section 1' },
    ]);
    expect((await owner.merchant('GET', HOME)).body.version).toBe(0);
  });

  it('publishes a page of them, drawn from the content', async () => {
    const owner = await suite.as(OWNER);
    const saved = await owner.merchant('PUT', HOME, {
      json: {
        expectedVersion: 0,
        layout: layoutOf(
          { id: 'j', kind: 'summary', variant: 'list', settings: { collectionId: 'blog', heading: 'Journal', count: 1, show: { title: true, image: false, excerpt: true, price: false, date: false } }, desktop: at(1) },
          { id: 'n', kind: 'newsletter', settings: { listId: 'form-newsletter', title: 'Studio letters', buttonLabel: 'Join' }, desktop: at(2) },
          { id: 'p', kind: 'product', settings: { productId: 'stoneware-bowl', showImage: false, showExcerpt: false }, desktop: at(3) },
          { id: 'c', kind: 'chart', variant: 'pie', settings: { title: 'Glazes', labels: ['Fern', 'Ash'], series: [{ name: 'Pots', values: [3, 1] }] }, desktop: at(4) },
        ),
      },
    });
    expect(saved.status).toBe(200);
    expect((await owner.merchant('POST', `${HOME}/publish`, { json: { expectedVersion: saved.body.version } })).status).toBe(200);
    const html = await (await fetch(`${suite.server.baseUrl}/`)).text();
    expect(html).toContain('<a href="/blog/a-new-glaze">A new glaze for spring</a>');
    expect(html).toContain('<form class="newsletter-form" data-form-id="form-newsletter" novalidate>');
    expect(html).toContain('<button class="button newsletter-submit" type="submit">Join</button>');
    expect(html).toMatch(/<article class="product-block" id="p-product" data-item-id="prod-bowl"/);
    expect(html).toContain('<title id="c-chart-title">Glazes</title>');
    // The page mounts the islands the blocks need: forms (the newsletter) and commerce (the bowl).
    expect(html).toContain('FormIsland');
    expect(html).toMatch(/Commerce/);
  });
});
