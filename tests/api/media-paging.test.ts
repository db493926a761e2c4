// The media library read a page at a time against the built server (SQLite, and PostgreSQL under
// tests/site/db/with-postgres.sh): 35 files seeded through the store, several with equal upload
// times, are read newest first in pages (30 by default, `limit` otherwise) with none twice or
// missed; the kind filter and the file name search page the same way; a bad cursor, limit or
// search answers 400 naming the parameter; every page answers the `total` its kind and search find
// (not the page's length); a new upload comes first.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaPage } from '../../domain/media/media-api.js';
import type { MediaRow } from '../../site/db/media.js';
import { wavFile } from '../helpers/audio-files.js';
import { newestFirst, seedMedia, type SeedBytes, type SeedFile } from '../helpers/seed-media.js';
import type { Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'paging owner password' };
const suite = useAdminSuite(OWNER, []);
const DAY = 24 * 60 * 60 * 1000;
const T = Date.now() - DAY;

// 30 images in five groups of six sharing an upload time, 3 "glaze" images and 2 audio files.
const FILES: SeedFile[] = [
  ...Array.from({ length: 30 }, (_, i): SeedFile => ({ name: `kiln-${String(i).padStart(2, '0')}.png`, createdAt: T - Math.floor(i / 6) * 1000 })),
  { name: 'Blue Glaze.png', createdAt: T - 500 },
  { name: 'glaze_test.png', createdAt: T - 500 },
  { name: 'GLAZE-final.png', createdAt: T - 9000 },
  { name: 'Kiln Song.wav', createdAt: T, kind: 'audio' },
  { name: 'Kiln Hum.wav', createdAt: T - 2000, kind: 'audio' },
];

let seeded: MediaRow[] = [];
beforeAll(async () => {
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#2a6' } }).png().toBuffer();
  const bytes: SeedBytes = { image: { bytes: png, width: 8, height: 6, contentType: 'image/png' }, audio: { bytes: wavFile(0.05), contentType: 'audio/wav' } };
  seeded = await suite.db.withStore((store) => seedMedia(store, FILES, bytes));
}, 60_000);

const ids = (rows: readonly { id: string }[]): string[] => rows.map((r) => r.id);

/** Every page of `query` with `limit`, following the cursors to the end. */
async function allPages(owner: Account, query: string): Promise<MediaPage[]> {
  const pages: MediaPage[] = [];
  let cursor: string | null = null;
  do {
    const res = await owner.merchant('GET', `/api/admin/media?${query}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as MediaPage;
    pages.push(page);
    expect(page.hasNextPage).toBe(page.nextPageCursor !== null);
    cursor = page.nextPageCursor;
  } while (cursor !== null && pages.length < 50);
  return pages;
}

describe('the media library a page at a time', () => {
  it('answers 30 files newest first by default, then the rest after the cursor', async () => {
    const owner = await suite.as(OWNER);
    const pages = await allPages(owner, '');
    expect(pages.map((p) => p.items.length)).toEqual([30, 5]);
    expect(pages.flatMap((p) => ids(p.items))).toEqual(ids(newestFirst(seeded)));
  });

  it('keeps the order stable across pages where upload times are equal, none twice or missed', async () => {
    const owner = await suite.as(OWNER);
    const expected = ids(newestFirst(seeded));
    for (const limit of [1, 4, 6, 7]) {
      const pages = await allPages(owner, `limit=${String(limit)}`);
      expect(pages.every((p) => p.items.length <= limit)).toBe(true);
      expect(pages.flatMap((p) => ids(p.items)), `limit ${String(limit)}`).toEqual(expected);
      expect(pages.length).toBe(Math.ceil(expected.length / limit));
    }
  });

  it('pages only the files of a kind', async () => {
    const owner = await suite.as(OWNER);
    const audio = await allPages(owner, 'kind=audio&limit=1');
    expect(audio.flatMap((p) => p.items.map((m) => m.filename))).toEqual(['Kiln-Song.wav', 'Kiln-Hum.wav']);
    const images = await allPages(owner, 'kind=image&limit=10');
    expect(images.map((p) => p.items.length)).toEqual([10, 10, 10, 3]);
    expect(images.flatMap((p) => ids(p.items))).toEqual(ids(newestFirst(seeded.filter((r) => r.kind === 'image'))));
  });

  it('answers on every page how many files the kind and search find in all', async () => {
    const owner = await suite.as(OWNER);
    const glazes = seeded.filter((r) => r.filename.toLowerCase().includes('glaze')).length;
    const cases: [string, number][] = [
      ['', seeded.length],
      ['limit=7', seeded.length],
      ['kind=audio&limit=1', 2],
      ['kind=image', seeded.length - 2],
      ['q=GLAZE&limit=2', glazes],
      ['q=kiln&kind=audio', 2],
      ['q=kiln&kind=image&limit=4', 30],
      ['q=%25', 0],
      ['q=no%20such%20pot', 0],
    ];
    for (const [query, total] of cases) {
      const pages = await allPages(owner, query);
      expect(pages.map((p) => p.total), query).toEqual(pages.map(() => total));
      expect(pages.flatMap((p) => p.items), query).toHaveLength(total);
    }
  });

  it('finds files by part of their name in any case, paged too, and nothing for LIKE wildcards', async () => {
    const owner = await suite.as(OWNER);
    const glaze = await allPages(owner, 'q=gLaZe&limit=2');
    expect(glaze.flatMap((p) => p.items.map((m) => m.filename))).toEqual(expect.arrayContaining(['Blue-Glaze.png', 'glaze_test.png', 'GLAZE-final.png']));
    expect(glaze.flatMap((p) => ids(p.items))).toEqual(ids(newestFirst(seeded.filter((r) => r.filename.toLowerCase().includes('glaze')))));
    expect(glaze.map((p) => p.items.length)).toEqual([2, 1]);
    const songs = await allPages(owner, `q=${encodeURIComponent('  kiln-s ')}&kind=audio`);
    expect(songs.flatMap((p) => p.items.map((m) => m.filename))).toEqual(['Kiln-Song.wav']);
    expect((await allPages(owner, 'q=_test'))[0]?.items.map((m) => m.filename)).toEqual(['glaze_test.png']);
    for (const wildcard of ['%', 'n_0', 'kiln%0']) {
      const none = await allPages(owner, `q=${encodeURIComponent(wildcard)}`);
      expect(none.flatMap((p) => p.items), wildcard).toEqual([]);
    }
    const blank = await allPages(owner, 'q=%20%20');
    expect(blank.flatMap((p) => p.items)).toHaveLength(seeded.length);
  });

  it('refuses a cursor that is not one of its own with 400 naming cursor', async () => {
    const owner = await suite.as(OWNER);
    const encoded = (key: unknown): string => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const cursor of ['nonsense!', encoded(['x', 'y']), encoded([1.5, 'abc']), encoded([-1, 'abc']), encoded([T, 'not an id']), encoded([T]), encoded({ at: T }), 'x'.repeat(201)]) {
      const res = await owner.merchant('GET', `/api/admin/media?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.message).toBe('cursor is not a page of the media library: start again from the first page.');
      expect(res.body.issues).toEqual([{ path: 'cursor', message: 'cursor is not a page of the media library: start again from the first page.' }]);
    }
  });

  it('refuses a limit that is not 1 to 100 and a search over 100 characters with 400 naming them', async () => {
    const owner = await suite.as(OWNER);
    for (const limit of ['0', '101', '1000', 'ten', '-1', '1.5', '']) {
      const res = await owner.merchant('GET', `/api/admin/media?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.message).toBe('limit must be a whole number from 1 to 100.');
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(['limit']);
    }
    expect((await owner.merchant('GET', '/api/admin/media?limit=100')).body.items).toHaveLength(seeded.length);
    const long = await owner.merchant('GET', `/api/admin/media?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([{ path: 'q', message: 'q must be at most 100 characters.' }]);
  });

  it('lists a new upload first', async () => {
    const owner = await suite.as(OWNER);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#a52' } }).png().toBuffer())], { type: 'image/png' }), 'fresh.png');
    const made = await owner.upload('/api/admin/media', form);
    expect(made.status).toBe(201);
    const first = (await owner.merchant('GET', '/api/admin/media?limit=2')).body as MediaPage;
    expect(ids(first.items)).toEqual([made.body.id, newestFirst(seeded)[0]?.id]);
    expect(first.total).toBe(seeded.length + 1);
  });
});
