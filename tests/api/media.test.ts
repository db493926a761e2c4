// Uploaded media against the built server: an accepted image is kept and served, resized for
// the srcset widths (never upscaled), with a long cache life and an ETag; a width not in the list,
// a non-image named .jpg, a body over the limit and a viewer are refused, and nothing is stored.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser } from '../../site/db/index.js';
import { Account, signIn } from './helpers/account.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';
import { startSuite, stopSuite } from './helpers/suite.js';

let db: TempDatabase;
let server: ServerProcess;
let mediaDir: string;

const OWNER = { email: 'owner@shop.test', password: 'media owner password' };
const VIEWER = { email: 'viewer@shop.test', password: 'media viewer password', roles: ['VIEWER' as const] };

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'media-test-'));
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: '1000', MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password, MEDIA_DIR: mediaDir }));
  await new Visitor(server.baseUrl).arrive();
  await db.withStore((store) => createSiteUser(store, VIEWER));
}, 180_000);

afterAll(async () => {
  await stopSuite(server, db);
  await rm(mediaDir, { recursive: true, force: true });
});

async function as(user: { email: string; password: string }): Promise<Account> {
  const { account, res } = await signIn(server.baseUrl, user.email, user.password);
  expect(res.status).toBe(200);
  return account;
}

const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer();

function upload(account: Account, file: Blob, name: string, altText = '', query = ''): ReturnType<Account['upload']> {
  const form = new FormData();
  form.set('file', file, name);
  form.set('altText', altText);
  return account.upload(`/api/admin/media${query}`, form);
}

const storedFiles = async (): Promise<string[]> => (await readdir(join(mediaDir, 'originals')).catch(() => [])).filter((f) => !f.endsWith('.tmp'));
const mediaRows = async (): Promise<number> => (await db.fingerprint())['media'] ?? -1;

describe('uploading an image', () => {
  let url = '';

  it('keeps a PNG named by its content and serves it at /media/<id>/<name>', async () => {
    const owner = await as(OWNER);
    const bytes = await png(800, 600);
    const res = await upload(owner, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'Kiln Day!.png', 'A kiln at dusk');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ filename: 'Kiln-Day.png', contentType: 'image/png', width: 800, height: 600, bytes: bytes.length, altText: 'A kiln at dusk' });
    url = res.body.url;
    expect(url).toMatch(/^\/media\/[0-9a-f]+\/Kiln-Day\.png$/);
    const served = await fetch(server.baseUrl + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const list = await owner.merchant('GET', '/api/admin/media');
    expect(list.body.items.map((m: { url: string }) => m.url)).toContain(url);
  });

  it('serves ?format=300w 300 pixels wide, cached long with an ETag, WebP when accepted', async () => {
    const res = await fetch(`${server.baseUrl}${url}?format=300w`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 300, height: 225 });
    const again = await fetch(`${server.baseUrl}${url}?format=300w`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const webp = await fetch(`${server.baseUrl}${url}?format=500w`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 500 });
  });

  it('never upscales: 1500w of an 800-pixel image is 800 wide', async () => {
    const res = await fetch(`${server.baseUrl}${url}?format=1500w`);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800);
  });

  it('answers 400 for a width not in the list', async () => {
    const res = await fetch(`${server.baseUrl}${url}?format=301w`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('100w, 300w, 500w, 750w, 1000w, 1500w, 2500w');
  });

  it('answers 404 under another name', async () => {
    expect((await fetch(server.baseUrl + url.replace('Kiln-Day', 'other'))).status).toBe(404);
  });
});

describe('refused uploads store nothing', () => {
  it('refuses a text file named .jpg, saying it is not a supported file', async () => {
    const owner = await as(OWNER);
    const [files, rows] = [await storedFiles(), await mediaRows()];
    const res = await upload(owner, new Blob(['just some text, honestly'], { type: 'image/jpeg' }), 'photo.jpg');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file photo.jpg does not appear to be a supported file.');
    expect(res.body.issues).toEqual([{ path: 'file', message: 'is not an image (expected JPEG, PNG, WebP, GIF or AVIF)' }]);
    expect(await storedFiles()).toEqual(files);
    expect(await mediaRows()).toBe(rows);
  });

  it('refuses a body over 20 MB with 413, naming the file the address names', async () => {
    const owner = await as(OWNER);
    const [files, rows] = [await storedFiles(), await mediaRows()];
    const big = new Uint8Array(20 * 1024 * 1024 + 70 * 1024);
    big.set(await png(10, 10));
    const res = await upload(owner, new Blob([big], { type: 'image/png' }), 'big.png', '', '?filename=big.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file big.png is too large (the maximum size is 20 MB).');
    expect(await storedFiles()).toEqual(files);
    expect(await mediaRows()).toBe(rows);
  });

  it('refuses a viewer with 403', async () => {
    const viewer = await as(VIEWER);
    const rows = await mediaRows();
    const res = await upload(viewer, new Blob([new Uint8Array(await png(20, 20))], { type: 'image/png' }), 'v.png');
    expect(res.status).toBe(403);
    expect(await mediaRows()).toBe(rows);
    const list = await viewer.merchant('GET', '/api/admin/media');
    expect(list.status).toBe(200);
  });
});

describe('deleting an image', () => {
  it('deletes an unused image and its original', async () => {
    const owner = await as(OWNER);
    const res = await upload(owner, new Blob([new Uint8Array(await png(40, 30))], { type: 'image/png' }), 'gone.png');
    expect(res.status).toBe(201);
    const before = await storedFiles();
    const del = await owner.merchant('DELETE', `/api/admin/media/${res.body.id}`);
    expect(del.status).toBe(204);
    expect((await fetch(server.baseUrl + res.body.url)).status).toBe(404);
    expect((await storedFiles()).length).toBe(before.length - 1);
  });
});
