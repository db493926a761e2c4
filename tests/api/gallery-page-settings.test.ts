// The gallery page (/gallery, templates/system/gallery.list) draws the newer gallery settings saved
// through the admin's gallery call as the page builder's gallery block does: captions over the image
// at meta-position and on hover, a transparent background, links that open a new tab and say so,
// square thumbnails in a slideshow and its strip's height and margin, a slider's alignment, a grid's maximum image width; a setting
// the design does not use leaves no trace on the page.
import { describe, expect, it } from 'vitest';
import type { Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'gallery page owner password' };
const suite = useAdminSuite(OWNER, [], { RATE_LIMIT_WRITES: '1000' });

async function saveSettings(owner: Account, changes: Record<string, unknown>): Promise<string> {
  const detail = await owner.merchant('GET', '/api/admin/gallery/col-gallery');
  const images = detail.body.images.map(({ id, title, description, altText }: Record<string, string>) => ({ id, title, description, altText }));
  const saved = await owner.merchant('PUT', '/api/admin/gallery/col-gallery', { json: { expectedVersion: detail.body.version, settings: { ...detail.body.settings, ...changes }, images } });
  expect(saved.status).toBe(200);
  return (await fetch(`${suite.server.baseUrl}/gallery`)).text();
}

const rootClasses = (html: string): string[] => /<div class="(gallery [^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];

describe('the gallery page follows the gallery settings', () => {
  it('a slideshow puts captions over the image at meta-position, on hover, on a transparent background, with square thumbnails and links to a new tab', async () => {
    const owner = await suite.as(OWNER);
    const html = await saveSettings(owner, {
      design: 'slideshow', 'meta-position': 'top-left', 'show-meta-on-hover': true, transparentBackground: true,
      newWindow: true, lightbox: false, thumbnails: true, 'square-thumbs': true,
    });
    expect(rootClasses(html)).toEqual(expect.arrayContaining(['gallery-design-slideshow', 'gallery-overlay', 'gallery-meta-top-left', 'gallery-meta-hover', 'gallery-transparent']));
    expect(html).toContain('.gallery-meta-top-left figcaption { align-self: start; justify-self: start; }');
    expect(html).toContain('.gallery.gallery-transparent { background: transparent; }');
    expect(html).toMatch(/<a class="gallery-link" href="[^"]+" target="_blank" rel="noopener"><img [^>]+><span class="gallery-new-tab">\(opens in a new tab\)<\/span><\/a>/);
    expect(html).toContain('<ol class="gallery-thumbnails gallery-thumbnails-square" aria-label="Thumbnails">');
  });

  it("a slideshow's thumbnail strip takes its height and its margin from the settings", async () => {
    const owner = await suite.as(OWNER);
    const html = await saveSettings(owner, { design: 'slideshow', thumbnails: true, 'thumbnail-strip-height': 120, 'thumbnail-strip-margin': 36 });
    expect(html).toContain('--gallery-strip: 120px; --gallery-strip-margin: 36px');
    expect(html).toContain('.gallery-thumbnails { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: var(--gallery-strip-margin); }');
  });

  it('the lightbox opens the links itself: they still open a new tab without it, and do not say so with it', async () => {
    const owner = await suite.as(OWNER);
    const html = await saveSettings(owner, { design: 'slideshow', newWindow: true, lightbox: true, 'square-thumbs': false, thumbnails: true });
    expect(html).toContain('target="_blank" rel="noopener"');
    expect(html).not.toContain('<span class="gallery-new-tab">');
    expect(html).toContain('<ol class="gallery-thumbnails" aria-label="Thumbnails">');
  });

  it('a slider aligns its active slide; a grid caps each image at max-width and keeps captions below, whatever meta-position is stored', async () => {
    const owner = await suite.as(OWNER);
    const slider = await saveSettings(owner, { design: 'slider', 'active-alignment': 'right', 'max-width': 150 });
    expect(rootClasses(slider)).toEqual(expect.arrayContaining(['gallery-design-slider', 'gallery-align-right', 'gallery-overlay']));
    expect(slider).not.toMatch(/--gallery-max-width: \d/);
    const grid = await saveSettings(owner, { design: 'grid', 'max-width': 150, 'meta-position': 'center', 'show-meta-on-hover': true, transparentBackground: true, newWindow: false });
    expect(grid).toContain('; --gallery-max-width: 150px"');
    expect(rootClasses(grid).filter((c) => /^gallery-(overlay|meta|align|transparent)/.test(c))).toEqual([]);
    expect(grid).not.toContain('target="_blank"');
  });
});
