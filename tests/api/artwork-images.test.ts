// The demo's artwork as responsive images against the built server: the pages list every srcset
// width of the raster originals, each width is served as an image of that width, with an ETag and
// a cache life, made once and then read from the disk cache; a width not in the list is refused.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { startSuite, stopSuite } from './helpers/suite.js';

let db: TempDatabase;
let server: ServerProcess;
let mediaDir: string;

const WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500];

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'artwork-test-'));
  ({ db, server } = await startSuite({ MEDIA_DIR: mediaDir, MEDIA_WARM: '0' })); // copies made only when asked (media-warm.test.ts covers warming)
}, 180_000);

afterAll(async () => {
  await stopSuite(server, db);
  await rm(mediaDir, { recursive: true, force: true });
});

const page = async (path: string): Promise<string> => {
  const res = await fetch(server.baseUrl + path);
  expect(res.status).toBe(200);
  return res.text();
};

/** The `<img>` tags of a page whose class is `className`, as attribute maps. */
function images(html: string, className: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)]
    .map((m) => Object.fromEntries([...(m[1] ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map((a) => [a[1] ?? '', (a[2] ?? '').replaceAll('&amp;', '&')])))
    .filter((attributes) => attributes['class'] === className);
}

const copies = async (): Promise<string[]> => (await readdir(join(mediaDir, 'sizes')).catch(() => [])).filter((f) => !f.endsWith('.tmp')).sort();

describe('the shop grid and the product page', () => {
  it('list every stored width of a raster original, with sizes and the original’s dimensions', async () => {
    const cards = images(await page('/shop'), 'product-card-image');
    expect(cards.length).toBeGreaterThanOrEqual(8);
    for (const card of cards) {
      const base = card['src']?.replace(/\?format=750w$/, '') ?? '';
      expect(base).toMatch(/^\/assets\/rasters\/images\/[a-z-]+\.jpg$/);
      expect(card['srcset']).toBe(WIDTHS.map((w) => `${base}?format=${w}w ${w}w`).join(','));
      expect(card['sizes']).toContain('(min-width: 72rem) 268px');
      expect([card['width'], card['height']]).toEqual(['2500', '1875']);
    }
    expect(cards.slice(0, 4).map((c) => c['loading'])).toEqual([undefined, undefined, undefined, undefined]);
    expect(new Set(cards.slice(4).map((c) => c['loading']))).toEqual(new Set(['lazy']));
    const [main] = images(await page('/shop/p/monogrammed-mug'), 'product-image');
    expect(main).toMatchObject({ src: '/assets/rasters/images/mug.jpg?format=750w', fetchpriority: 'high', width: '2500', height: '1875' });
    expect(main?.['loading']).toBeUndefined();
    expect(main?.['srcset']?.split(',')).toHaveLength(WIDTHS.length);
  });

  it('the journal and the gallery list them too', async () => {
    const [first, ...rest] = images(await page('/blog'), 'post-summary-image');
    expect(first?.['srcset']).toContain('?format=2500w 2500w');
    expect(first?.['loading']).toBeUndefined();
    expect(rest.every((image) => image['loading'] === 'lazy')).toBe(true);
    const gallery = images(await page('/gallery'), 'gallery-image');
    expect(gallery.map((g) => `${g['width']}x${g['height']}`)).toEqual(['2500x1667', '2500x1667', '2500x3750']);
    for (const image of gallery) expect(image['srcset']).toContain(`${image['src']}?format=100w 100w`);
  });
});

describe('?format=NNNw of a raster original', () => {
  const url = '/assets/rasters/images/mug.jpg';

  it('serves each listed width as an image that wide, WebP when accepted, with an ETag and a cache life', async () => {
    const before = await copies();
    for (const width of WIDTHS) {
      const res = await fetch(`${server.baseUrl}${url}?format=${width}w`, { headers: { accept: 'image/avif,image/webp,*/*' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(res.headers.get('vary')).toBe('Accept');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(Math.abs((meta.height ?? 0) - (width * 1875) / 2500)).toBeLessThanOrEqual(1); // sharp's JPEG shrink-on-load rounds
    }
    expect((await copies()).length).toBe(before.length + WIDTHS.length);
  });

  it('serves the same bytes from the disk cache the second time, and 304 for the ETag', async () => {
    const before = await copies();
    const first = await fetch(`${server.baseUrl}${url}?format=500w`, { headers: { accept: 'image/webp' } });
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(await copies()).toEqual(before);
    const again = await fetch(`${server.baseUrl}${url}?format=500w`, { headers: { accept: 'image/webp', 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    const plain = await fetch(`${server.baseUrl}${url}?format=500w`, { headers: { accept: 'image/webp' } });
    expect(Buffer.from(await plain.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves a JPEG to a browser that does not take WebP', async () => {
    const res = await fetch(`${server.baseUrl}${url}?format=300w`, { headers: { accept: 'image/png,image/*' } });
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 225 });
  });

  it('refuses a width not in the list, naming the list, and makes nothing', async () => {
    const before = await copies();
    const res = await fetch(`${server.baseUrl}${url}?format=640w`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('format must be original or one of 100w, 300w, 500w, 750w, 1000w, 1500w, 2500w, not "640w"');
    expect(await copies()).toEqual(before);
  });

  it('serves the original 2500 px wide without a format', async () => {
    const res = await fetch(server.baseUrl + url);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 2500, height: 1875 });
  });
});
