// The gallery block's display settings through the layout editor's calls (issue 23): a saved layout
// of three galleries (slideshow, carousel, grid), each with the settings of seed 001 that apply to
// its design, once published renders them on the page a visitor receives (classes, custom
// properties, links); what does not apply to a design is left out; the page's policy still allows
// only the scripts the server wrote.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Block, Layout } from '../../domain/layout/layout.js';
import type { Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const suite = useAdminSuite(OWNER, [], { CONTENT_STATE_TTL_MS: '0', RATE_LIMIT_WRITES: '1000' });

const HOME = '/api/admin/layouts/page/page-home';
const at = (row: number) => ({ column: 1, span: 12, row, rows: 1 });
const layoutOf = (...blocks: Block[]): Layout => ({ sections: [{ id: 'main', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks }] });

async function upload(account: Account, filename: string): Promise<{ id: string; url: string }> {
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a6' } }).png().toBuffer();
  const res = await account.upload(`/api/admin/media?filename=${encodeURIComponent(filename)}`, new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
  expect(res.status).toBe(201);
  return res.body as { id: string; url: string };
}

/** The HTML of one block of the page, from its opening tag to the next block's. */
function blockHtml(html: string, id: string): string {
  const start = html.indexOf(`<div class="sqs-block gallery-block" data-block-id="${id}"`);
  expect(start).toBeGreaterThan(-1);
  const next = html.indexOf('<div class="sqs-block ', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
}

describe('a page builder gallery’s display settings', () => {
  it('are saved, published and rendered where they apply', async () => {
    const owner = await suite.as(OWNER);
    const photo = await upload(owner, 'kiln.png');
    const images = [{ mediaId: photo.id, alt: 'The kiln', title: 'Kiln <day>', description: 'Firing at dawn' }];
    const saved = await owner.merchant('PUT', HOME, {
      json: {
        expectedVersion: 0,
        layout: layoutOf(
          {
            id: 'show', kind: 'gallery', variant: 'slideshow', desktop: at(1),
            settings: { images, gallery: { design: 'slideshow', thumbnails: true, 'meta-position': 'top-left', 'show-meta-on-hover': true, transparentBackground: true, 'square-thumbs': false, 'show-meta': false } },
          },
          {
            id: 'slide', kind: 'gallery', variant: 'carousel', desktop: at(2),
            settings: { images, gallery: { design: 'slider', 'active-alignment': 'left', newWindow: true, 'show-meta-basic': false } },
          },
          {
            id: 'grid', kind: 'gallery', variant: 'grid', desktop: at(3),
            settings: { images, gallery: { design: 'grid', 'max-width': 120, newWindow: true, 'meta-position': 'center', 'show-meta-on-hover': true } },
          },
        ),
      },
    });
    expect(saved.status).toBe(200);
    // Stored as sent, including what does not apply to a design (kept for when the design changes).
    const draft = (await owner.merchant('GET', HOME)).body.draft as Layout;
    expect(draft.sections[0]?.blocks[2]?.settings['gallery']).toMatchObject({ 'meta-position': 'center', 'max-width': 120 });
    expect((await owner.merchant('POST', `${HOME}/publish`, { json: { expectedVersion: saved.body.version } })).status).toBe(200);

    const res = await fetch(`${suite.server.baseUrl}/`);
    const html = await res.text();

    const show = blockHtml(html, 'show');
    expect(show).toContain('gallery-block-overlay gallery-block-meta-top-left gallery-block-meta-hover gallery-block-transparent');
    expect(show).toContain('<ol class="gallery-block-thumbnails" aria-label="Thumbnails">');
    // show-meta off: the title stays, escaped, without its description.
    expect(show).toContain('<span class="gallery-block-title">Kiln &lt;day&gt;</span>');
    expect(show).not.toContain('Firing at dawn');
    expect(show).not.toContain('target="_blank"');

    const slide = blockHtml(html, 'slide');
    expect(slide).toContain('gallery-block-align-left');
    expect(slide).toMatch(new RegExp(`<a class="gallery-block-link" href="${photo.url.replace(/[.?]/g, '\\$&')}" target="_blank" rel="noopener">`));
    expect(slide).toContain('<span class="gallery-block-new-tab">(opens in a new tab)</span>');
    // show-meta-basic off: no caption at all.
    expect(slide).not.toContain('<figcaption');

    const grid = blockHtml(html, 'grid');
    expect(grid).toContain('--gallery-max-width: 120px');
    expect(grid).toContain('target="_blank" rel="noopener"');
    expect(grid).toMatch(/<div class="gallery-block gallery-block-grid gallery-block-ratio-square gallery-block-crop" /);
    expect(grid).toContain('<span class="gallery-block-description">Firing at dawn</span>');

    // The carousel's script is the server's own: the policy names it by hash, never 'unsafe-inline'.
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
  });
});
