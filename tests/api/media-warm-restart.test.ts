// Uploads made before a restart are warmed again at start: an image uploaded while nothing was
// made ahead (MEDIA_WARM=0) has its widths made once the restarted server listens (MEDIA_WARM on),
// so a visitor's first request of a width is answered from the disk cache (`X-Image-Cache: hit`).
// The journal site (only SVG drawings of its own) keeps the start-up's work to the upload.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/account.js';
import { ensureSiteBuilt } from './helpers/built-site.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { tempDatabase, type TempDatabase } from './helpers/temp-db.js';

const OWNER = { email: 'owner@pages.test', password: 'warm restart password' };
const WEBP = { accept: 'image/avif,image/webp,*/*' };
const mediaDir = await mkdtemp(join(tmpdir(), 'media-warm-restart-'));
let db: TempDatabase | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  await db?.dispose();
  await rm(mediaDir, { recursive: true, force: true });
});

const copies = async (): Promise<string[]> => (await readdir(join(mediaDir, 'sizes')).catch(() => [])).filter((f) => !f.endsWith('.tmp'));

const start = (warm: '0' | '1') =>
  startServer(db!.url, { SITE_DIR: 'sites/quiet-pages', MEDIA_DIR: mediaDir, MEDIA_WARM: warm, MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password }, { ready: async (base) => (await fetch(`${base}/healthz`)).status === 200 });

async function upload(baseUrl: string): Promise<string> {
  const { account } = await signIn(baseUrl, OWNER.email, OWNER.password);
  const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#36a' } }).png().toBuffer();
  const res = await account.upload(`/api/admin/media?filename=harbour.png`, new Blob([new Uint8Array(png)], { type: 'image/png' }));
  expect(res.status).toBe(201);
  return (res.body as { url: string }).url;
}

describe('uploads after a restart', () => {
  it('are resized ahead again at start: the first request of a width is a cache hit', async () => {
    await ensureSiteBuilt();
    db = await tempDatabase();
    server = await start('0');
    const url = await upload(server.baseUrl);
    expect(await copies()).toEqual([]);
    await server.stop();

    server = await start('1');
    const done = /\[media\] (\d+) resized copies of (\d+) uploads ready/;
    await expect.poll(() => done.exec(server!.output())?.slice(1, 3), { timeout: 60_000, interval: 250 }).toEqual(['7', '1']);
    const before = (await copies()).length;
    for (const width of ['300w', '1000w']) {
      const res = await fetch(`${server.baseUrl}${url}?format=${width}`, { headers: WEBP });
      expect([width, res.status, res.headers.get('x-image-cache')]).toEqual([width, 200, 'hit']);
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: Number.parseInt(width, 10) });
    }
    expect((await copies()).length).toBe(before);
  }, 180_000);
});
