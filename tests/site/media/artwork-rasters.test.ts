// The site folder's SVG drawings drawn as raster originals: the ones its seed content names, as
// 2500 px JPEGs under assets/rasters/, made once and kept until the drawing changes; a drawing
// that is missing or that sharp cannot read is named.
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureArtworkRasters, rasterPath } from '../../../site/media/artwork-rasters.js';

let site: string;
const drawing = (fill: string, width = 320, height = 240): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${fill}"/></svg>`;

beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'artwork-'));
  await mkdir(join(site, 'assets', 'images', 'shop'), { recursive: true });
  await mkdir(join(site, 'content', 'collections'), { recursive: true });
});

/** Seed content naming these rasters, as a collection's items would. */
const naming = (...urls: string[]): Promise<void> =>
  writeFile(join(site, 'content', 'collections', 'shop.json'), JSON.stringify({ items: urls.map((assetUrl) => ({ assetUrl })) }));
afterEach(() => rm(site, { recursive: true, force: true }));

describe('ensureArtworkRasters', () => {
  it('draws each drawing the content names as a JPEG 2500 px wide in proportion, and only those', async () => {
    await writeFile(join(site, 'assets', 'images', 'mug.svg'), drawing('#2f6b4f'));
    await writeFile(join(site, 'assets', 'images', 'shop', 'tall.svg'), drawing('#b86b3f', 400, 600));
    await writeFile(join(site, 'assets', 'images', 'unused.svg'), drawing('#000000'));
    await naming('/assets/rasters/images/mug.jpg', '/assets/rasters/images/shop/tall.jpg?format=500w', '/assets/rasters/images/mug.jpg');
    const outcome = await ensureArtworkRasters(site);
    expect(outcome).toEqual({ made: ['rasters/images/mug.jpg', 'rasters/images/shop/tall.jpg'], kept: [] });
    const mug = await sharp(join(site, 'assets', 'rasters', 'images', 'mug.jpg')).metadata();
    expect(mug).toMatchObject({ format: 'jpeg', width: 2500, height: 1875 });
    const tall = await sharp(join(site, 'assets', 'rasters', 'images', 'shop', 'tall.jpg')).metadata();
    expect(tall).toMatchObject({ width: 2500, height: 3750 });
    const { dominant } = await sharp(join(site, 'assets', 'rasters', 'images', 'mug.jpg')).stats();
    expect(Math.abs(dominant.g - 0x6b)).toBeLessThan(16);
    await expect(stat(join(site, 'assets', 'rasters', 'images', 'unused.jpg'))).rejects.toThrow();
  });

  it('keeps a raster whose drawing has not changed, and draws it again when it has', async () => {
    const svg = join(site, 'assets', 'images', 'mug.svg');
    await writeFile(svg, drawing('#2f6b4f'));
    await naming('/assets/rasters/images/mug.jpg');
    await ensureArtworkRasters(site);
    const raster = join(site, 'assets', 'rasters', 'images', 'mug.jpg');
    const first = await stat(raster);
    expect(await ensureArtworkRasters(site)).toEqual({ made: [], kept: ['rasters/images/mug.jpg'] });
    expect((await stat(raster)).mtimeMs).toBe(first.mtimeMs);
    await writeFile(svg, drawing('#b86b3f'));
    expect(await ensureArtworkRasters(site)).toEqual({ made: ['rasters/images/mug.jpg'], kept: [] });
    const { dominant } = await sharp(raster).stats();
    expect(dominant.r).toBeGreaterThan(dominant.g);
  });

  it('draws a raster again when it was deleted', async () => {
    await writeFile(join(site, 'assets', 'images', 'mug.svg'), drawing('#2f6b4f'));
    await naming('/assets/rasters/images/mug.jpg');
    await ensureArtworkRasters(site);
    await rm(join(site, 'assets', 'rasters', 'images', 'mug.jpg'));
    expect((await ensureArtworkRasters(site)).made).toEqual(['rasters/images/mug.jpg']);
  });

  it('gets nothing when the content names no raster; names a missing or broken drawing', async () => {
    await writeFile(join(site, 'assets', 'images', 'mug.svg'), drawing('#2f6b4f'));
    expect(await ensureArtworkRasters(site)).toEqual({ made: [], kept: [] });
    await naming('/assets/rasters/images/gone.jpg');
    await expect(ensureArtworkRasters(site)).rejects.toThrow('content/collections/shop.json: names /assets/rasters/images/gone.jpg, but there is no drawing assets/images/gone.svg');
    await writeFile(join(site, 'assets', 'images', 'broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect');
    await naming('/assets/rasters/images/broken.jpg');
    await expect(ensureArtworkRasters(site)).rejects.toThrow(/^assets\/images\/broken\.svg: cannot be drawn as an image/);
  });

  it('maps a drawing to its raster path under assets/', () => {
    expect(rasterPath('images/shop/mug.svg')).toBe('rasters/images/shop/mug.jpg');
  });
});

describe('the demo store', () => {
  it('points its content only at rasters whose stated size is their real size', async () => {
    const folder = join(process.cwd(), 'sites', 'fern-and-finch');
    await ensureArtworkRasters(folder);
    const seen = new Set<string>();
    const visit = async (value: unknown): Promise<void> => {
      if (Array.isArray(value)) for (const v of value) await visit(v);
      else if (value !== null && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record['assetUrl'] === 'string') {
          const url = record['assetUrl'];
          expect(url).toMatch(/^\/assets\/rasters\/images\/[a-z-]+\.jpg$/);
          const meta = await sharp(join(folder, url)).metadata();
          expect(record['originalSize'], url).toBe(`${meta.width}x${meta.height}`);
          expect(record['systemDataVariants'], url).toBe('100w,300w,500w,750w,1000w,1500w,2500w');
          seen.add(url);
        }
        for (const v of Object.values(record)) await visit(v);
      }
    };
    for (const file of ['shop', 'gallery', 'blog']) {
      await visit(JSON.parse(await readFile(join(folder, 'content', 'collections', `${file}.json`), 'utf8')));
    }
    expect(seen.size).toBeGreaterThanOrEqual(12);
  });
});
