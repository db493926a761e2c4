// The owner's content against the built server: a post's main image stored as the seeded posts
// carry theirs (size, widths, the upload's id) so the list gives it a srcset; a scheduled post
// kept off the blog, its page, search and the sitemap until the test clock passes its date, then
// shown without a restart or a write; an event's dates and place on the events page; a collection
// refused its 10,001st category; uploads refused with the editor's exact messages.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readVersionedPart, saveVersionedPart } from '../../site/db/index.js';
import type { Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'owner content password' };
const clockDir = await mkdtemp(join(tmpdir(), 'owner-content-clock-'));
const clockFile = join(clockDir, 'now');
const DAY = 24 * 60 * 60 * 1000;
const start = Date.now();
await writeFile(clockFile, String(start));
const suite = useAdminSuite(OWNER, [], { SITE_TEST_CLOCK_FILE: clockFile });
afterAll(() => rm(clockDir, { recursive: true, force: true }));

const setClock = (ms: number) => writeFile(clockFile, String(ms));
const page = async (path: string): Promise<{ status: number; html: string }> => {
  const res = await fetch(`${suite.server.baseUrl}${path}`);
  return { status: res.status, html: await res.text() };
};

function upload(account: Account, bytes: Uint8Array<ArrayBuffer>, name: string): ReturnType<Account['upload']> {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'image/png' }), name);
  return account.upload(`/api/admin/media?filename=${encodeURIComponent(name)}`, form);
}

async function version(account: Account, id: string): Promise<number> {
  const res = await account.merchant('GET', `/api/admin/content/collections/${id}`);
  expect(res.status).toBe(200);
  return res.body.version;
}

const stored = async (id: string): Promise<Record<string, unknown>[]> =>
  ((await suite.db.withStore((store) => readVersionedPart(store, `collection:${id}`)))?.value as { items: Record<string, unknown>[] }).items;

const POST = { urlId: '', excerpt: 'From the kiln.', body: '<p>Notes.</p>', tags: [], categories: ['Studio'] };

describe('a post with its main image', () => {
  it('is stored with the size, widths and media id, and the list shows it with a srcset', async () => {
    const owner = await suite.as(OWNER);
    const png = new Uint8Array(await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 90 } } }).png().toBuffer());
    const media = await upload(owner, png, 'green-kiln.png');
    expect(media.status).toBe(201);
    const created = await owner.merchant('POST', '/api/admin/content/collections/col-journal/items', {
      json: { expectedVersion: await version(owner, 'col-journal'), value: { ...POST, title: 'Green kiln', assetUrl: media.body.url, altText: 'A green kiln' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.value.assetUrl).toBe(media.body.url);
    const item = (await stored('col-journal')).find((i) => i['id'] === created.body.id);
    expect(item).toMatchObject({ assetUrl: media.body.url, originalSize: '1200x800', systemDataVariants: '100w,300w,500w,750w,1000w', mainImageId: media.body.id });
    const list = await page('/blog');
    const img = new RegExp(`<img class="post-summary-image" src="${media.body.url}\\?format=500w" srcset="[^"]*${media.body.url}\\?format=1000w 1000w,[^"]*" sizes="[^"]*" alt="" width="1200" height="800"`);
    expect(list.html).toMatch(img);

    const removed = await owner.merchant('PUT', `/api/admin/content/collections/col-journal/items/${created.body.id}`, {
      json: { expectedVersion: created.body.version, value: { ...created.body.value, assetUrl: undefined, altText: undefined } },
    });
    expect(removed.status).toBe(200);
    const after = (await stored('col-journal')).find((i) => i['id'] === created.body.id) ?? {};
    for (const key of ['assetUrl', 'originalSize', 'systemDataVariants', 'mainImageId']) expect(after[key]).toBeUndefined();
  });

  it('refuses an upload address that is not in the media library, naming the field', async () => {
    const owner = await suite.as(OWNER);
    const res = await owner.merchant('POST', '/api/admin/content/collections/col-journal/items', {
      json: { expectedVersion: await version(owner, 'col-journal'), value: { ...POST, title: 'Ghost image', assetUrl: '/media/nosuchid/ghost.png' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'value.assetUrl', message: 'That image is not in the media library any more. Choose another one.' }]);
  });
});

describe('scheduled publishing', () => {
  it('keeps a future post off the site until the clock passes its date, then shows it everywhere', async () => {
    const owner = await suite.as(OWNER);
    await setClock(start);
    const publishOn = start + 2 * DAY;
    const created = await owner.merchant('POST', '/api/admin/content/collections/col-journal/items', {
      json: { expectedVersion: await version(owner, 'col-journal'), value: { ...POST, title: 'Midsummer firing', publishOn } },
    });
    expect(created.status).toBe(201);
    const listed = await owner.merchant('GET', '/api/admin/content/collections/col-journal');
    expect(listed.body.items.map((i: { title: string }) => i.title)).toContain('Midsummer firing');

    expect((await page('/blog')).html).not.toContain('Midsummer firing');
    expect((await page('/blog/midsummer-firing')).status).toBe(404);
    expect((await page('/search?q=Midsummer')).html).not.toContain('/blog/midsummer-firing');
    expect((await page('/sitemap.xml')).html).not.toContain('/blog/midsummer-firing');

    await setClock(publishOn - 1);
    expect((await page('/blog')).html).not.toContain('Midsummer firing');
    await setClock(publishOn);
    expect((await page('/blog')).html).toContain('Midsummer firing');
    expect((await page('/blog/midsummer-firing')).status).toBe(200);
    expect((await page('/search?q=Midsummer')).html).toContain('/blog/midsummer-firing');
    expect((await page('/sitemap.xml')).html).toContain('/blog/midsummer-firing');
    await setClock(start);
  });
});

describe('events', () => {
  it('shows an event with its start, end and place; refuses one that ends before it starts', async () => {
    const owner = await suite.as(OWNER);
    const startDate = Date.UTC(2027, 4, 14, 14, 0);
    const value = {
      title: 'Raku evening', urlId: '', excerpt: 'Fire and smoke.', tags: [], categories: [], startDate, endDate: startDate + 3 * 60 * 60 * 1000,
      location: { addressTitle: 'The yard', addressLine1: '12 Mill Lane', addressLine2: 'Hudson, NY 12534', addressCountry: 'United States', mapLat: 42.25, mapLng: -73.79 },
    };
    const wrong = await owner.merchant('POST', '/api/admin/content/collections/col-events/items', {
      json: { expectedVersion: await version(owner, 'col-events'), value: { ...value, endDate: startDate - 60_000 } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'value.endDate', message: 'The event cannot end before it starts.' }]);
    const created = await owner.merchant('POST', '/api/admin/content/collections/col-events/items', { json: { expectedVersion: await version(owner, 'col-events'), value } });
    expect(created.status).toBe(201);
    const html = (await page('/events')).html;
    const event = html.slice(html.indexOf('id="event-raku-evening"'));
    expect(event).toMatch(/<time datetime="2027-05-14T10:00">Friday, May 14, 2027 at 10:00\sAM<\/time>\s*to <time datetime="2027-05-14T13:00">1:00\sPM EDT<\/time>/);
    expect(event).toMatch(/<strong>The yard<\/strong><br>\s*12 Mill Lane<br>\s*Hudson, NY 12534<br>\s*United States\s*<\/address>/);
    expect(event).toContain('<a class="event-map" href="https://www.openstreetmap.org/?mlat=42.25&amp;mlon=-73.79#map=16/42.25/-73.79">Map of “Raku evening”');
  });
});

describe('categories per collection', () => {
  it('refuses the post that brings a collection past 10,000 categories and stores nothing', async () => {
    const owner = await suite.as(OWNER);
    const part = await suite.db.withStore((store) => readVersionedPart(store, 'collection:col-gallery'));
    const value = part?.value as { items: Record<string, unknown>[] };
    const items = Array.from({ length: 100 }, (_, n) => ({ ...value.items[0], id: `img-${String(n)}`, urlId: `img-${String(n)}`, title: `Image ${String(n)}`, categories: Array.from({ length: 100 }, (_, c) => `c${String(n)}-${String(c)}`) }));
    const saved = await suite.db.withStore((store) => saveVersionedPart(store, 'collection:col-gallery', { ...value, items }, { expectedVersion: part?.version ?? 0 }));
    const res = await owner.merchant('POST', '/api/admin/content/collections/col-gallery/items', {
      json: { expectedVersion: saved.version, value: { title: 'One more', urlId: '', tags: [], categories: ['brand new'] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'value.categories', message: 'A collection may have at most 10,000 categories.' }]);
    expect(await stored('col-gallery')).toHaveLength(100);
    const reuse = await owner.merchant('POST', '/api/admin/content/collections/col-gallery/items', {
      json: { expectedVersion: saved.version, value: { title: 'One more', urlId: '', tags: [], categories: ['c0-0'] } },
    });
    expect(reuse.status).toBe(201);
  });
});

describe('upload messages', () => {
  it('refuses a text file named .png as not a supported file, by its name', async () => {
    const owner = await suite.as(OWNER);
    const res = await upload(owner, new TextEncoder().encode('just some notes'), 'notes.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file notes.png does not appear to be a supported file.');
  });

  it('refuses a file over 20 MB as too large, by its name', async () => {
    const owner = await suite.as(OWNER);
    const res = await upload(owner, new Uint8Array(20_000_001), 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file huge.png is too large (the maximum size is 20 MB).');
  });
});
