// A site folder's own `blocks/text.block` draws the text blocks of its pages (issue 23), served
// from fixtures/template-folders/block-override: a page's published layout shows with the
// folder's template for text and the built-in one for a button, and a region's block field
// shows its stored HTML until the site's layout for it is published.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/layout.js';
import { useAdminSuite } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const suite = useAdminSuite(OWNER, [], { SITE_DIR: resolve('fixtures/template-folders/block-override'), CONTENT_STATE_TTL_MS: '0' });

const layout = (html: string): Layout => ({
  sections: [
    {
      id: 'main', background: { kind: 'none' }, padding: 'small', theme: 'light',
      blocks: [
        { id: 'words', kind: 'text', settings: { html }, desktop: { column: 1, span: 8, row: 1, rows: 1 } },
        { id: 'go', kind: 'button', settings: { label: 'Read on', url: '/story', size: 'small', alignment: 'left' }, desktop: { column: 9, span: 4, row: 1, rows: 1 } },
      ],
    },
  ],
});

async function home(): Promise<string> {
  const res = await fetch(`${suite.server.baseUrl}/`);
  expect(res.status).toBe(200);
  return res.text();
}

async function publish(path: string, html: string): Promise<void> {
  const owner = await suite.as(OWNER);
  const view = await owner.merchant('GET', path);
  expect(view.status).toBe(200);
  const saved = await owner.merchant('PUT', path, { json: { expectedVersion: view.body.version, layout: layout(html) } });
  expect(saved.status).toBe(200);
  expect((await owner.merchant('POST', `${path}/publish`, { json: { expectedVersion: saved.body.version } })).status).toBe(200);
}

describe("a folder's own block template", () => {
  it('draws the text blocks of a published page layout', async () => {
    expect(await home()).not.toContain('folder-text');
    await publish('/api/admin/layouts/page/page-story', '<p>Told by the folder.</p>');
    const html = await home();
    expect(html).toContain('<article class="folder-text" data-site="Block Override"><p>Told by the folder.</p></article>');
    expect(html).toContain('<a class="button sqs-block-button-element size-small" href="/story">Read on</a>');
  });

  it("keeps a region field's stored HTML until the site's layout for it is published", async () => {
    expect(await home()).toContain('<p>Stored footer text.</p>');
    await publish('/api/admin/layouts/site/footerBlocks', '<p>The footer, in blocks.</p>');
    const html = await home();
    expect(html).not.toContain('Stored footer text.');
    expect(html).toMatch(/data-block-field-id="footerBlocks"><div class="page-layout" data-layout="site\/footerBlocks">[\s\S]*<article class="folder-text" data-site="Block Override"><p>The footer, in blocks.<\/p><\/article>/);
  });
});
