// Resized copies made before visitors ask, against the built server: once it listens, the demo's
// raster images are resized at every srcset width in the background, so a visitor's `?format=500w`
// is answered from the disk cache (`X-Image-Cache: hit`) and makes no new copy; an upload's widths
// are made right after it is stored.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'warm owner password' };
const mediaDir = await mkdtemp(join(tmpdir(), 'media-warm-test-'));
const suite = useAdminSuite(OWNER, [], { MEDIA_DIR: mediaDir, MEDIA_WARM: '1' });

afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500];
const copies = async (): Promise<string[]> => (await readdir(join(mediaDir, 'sizes')).catch(() => [])).filter((f) => !f.endsWith('.tmp')).sort();
const WEBP = { accept: 'image/avif,image/webp,*/*' };

async function rasterUrls(): Promise<string[]> {
  const html = await (await fetch(`${suite.server.baseUrl}/shop`)).text();
  return [...new Set([...html.matchAll(/src="(\/assets\/rasters\/[^"?]+\.jpg)\?format=\d+w"/g)].map((m) => m[1]!))];
}

async function upload(account: Account, bytes: Buffer): Promise<{ status: number; body: { url: string } }> {
  const res = await account.upload(`/api/admin/media?filename=wide.png`, new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
  return res;
}

describe('resized copies made ahead of visitors', () => {
  it('has every width of the demo\'s rasters on disk after start, and serves 500w from there', async () => {
    const rasters = await rasterUrls();
    expect(rasters.length).toBeGreaterThanOrEqual(8);
    // Made in the background (the server answered the page above meanwhile); it says when it is done.
    const done = /\[media\] (\d+) resized copies of (\d+) site images ready/;
    await expect.poll(() => done.test(suite.server.output()), { timeout: 150_000, interval: 500 }).toBe(true);
    const [, ready, images] = done.exec(suite.server.output())!;
    expect(Number(images)).toBeGreaterThanOrEqual(rasters.length);
    expect(Number(ready)).toBe(Number(images) * WIDTHS.length);
    const before = await copies();
    expect(before.length).toBe(Number(ready));
    for (const url of rasters) {
      const res = await fetch(`${suite.server.baseUrl}${url}?format=500w`, { headers: WEBP });
      expect([url, res.status, res.headers.get('x-image-cache')]).toEqual([url, 200, 'hit']);
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 500 });
    }
    expect(await copies()).toEqual(before);
  }, 180_000);

  it('makes an upload\'s widths right after it is stored, up to its own width', async () => {
    const owner = await suite.as(OWNER);
    const before = (await copies()).length;
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2a6' } }).png().toBuffer();
    const stored = await upload(owner, png);
    expect(stored.status).toBe(201);
    // 100w … 1000w resized, 1500w and 2500w the original's 1200 pixels: all seven made.
    await expect.poll(async () => (await copies()).length, { timeout: 60_000, interval: 250 }).toBe(before + WIDTHS.length);
    const res = await fetch(`${suite.server.baseUrl}${stored.body.url}?format=750w`, { headers: WEBP });
    expect(res.headers.get('x-image-cache')).toBe('hit');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 750, height: 375 });
  }, 90_000);

  it('says a copy made for the request is a miss, and the original carries no cache header', async () => {
    const [url] = await rasterUrls();
    const jpeg = await fetch(`${suite.server.baseUrl}${url}?format=300w`, { headers: { accept: 'image/jpeg' } });
    expect([jpeg.headers.get('content-type'), jpeg.headers.get('x-image-cache')]).toEqual(['image/jpeg', 'miss']);
    const again = await fetch(`${suite.server.baseUrl}${url}?format=300w`, { headers: { accept: 'image/jpeg' } });
    expect(again.headers.get('x-image-cache')).toBe('hit');
    const original = await fetch(`${suite.server.baseUrl}${url}`);
    expect(original.headers.get('x-image-cache')).toBeNull();
  });
});
