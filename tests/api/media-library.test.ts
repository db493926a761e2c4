// The media library screen's calls against the built server: the list filtered by kind (an unknown
// kind is 400 naming the kinds), an alt text changed (checked, 404 for no such file), and FLAC
// uploads kept as audio/flac and served with byte ranges, while a file that only starts "fLaC" is
// refused with the editor's message and stores nothing. Deleting an image a layout shows (what the
// screen's confirmation says) is refused naming the page by its title, draft and published, and
// done once they no longer show it; one a blog post and a product (or a gallery) show is refused naming them by
// their titles, with `usedBy` linking to their editors; an editor (who may delete but not open
// Products) gets the product named without a link, and a store manager may not delete at all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/layout.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import type { Account } from './helpers/account.js';
import { flacFile, id3Before, wavFile } from '../helpers/audio-files.js';

const mediaDir = mkdtempSync(join(tmpdir(), 'media-library-'));
const OWNER = { email: 'owner@shop.test', password: 'library owner password' };
const EDITOR = { email: 'editor@shop.test', password: 'library editor password', roles: ['EDITOR'] as const };
const STOCKIST = { email: 'stock@shop.test', password: 'library stock password', roles: ['STORE_MANAGER'] as const };
const suite = useAdminSuite(OWNER, [EDITOR, STOCKIST], { MEDIA_DIR: mediaDir, CONTENT_STATE_TTL_MS: '0' });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

function upload(account: Account, bytes: Uint8Array<ArrayBuffer>, name: string, type: string, query = ''): ReturnType<Account['upload']> {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  return account.upload(`/api/admin/media${query}`, form);
}

const mediaRows = async (): Promise<number> => (await suite.db.fingerprint())['media'] ?? -1;
const png = (): Promise<Buffer> => sharp({ create: { width: 12, height: 9, channels: 3, background: '#2a6' } }).png().toBuffer();

describe('the list filtered by kind', () => {
  it('lists only images, only audio files, or everything, newest first', async () => {
    const owner = await suite.as(OWNER);
    const picture = await upload(owner, new Uint8Array(await png()), 'kiln.png', 'image/png');
    const sound = await upload(owner, new Uint8Array(wavFile(0.05)), 'kiln.wav', 'audio/wav', '?kind=audio');
    expect([picture.status, sound.status]).toEqual([201, 201]);
    const ids = (body: { items: { id: string }[] }): string[] => body.items.map((m) => m.id);
    const images = await owner.merchant('GET', '/api/admin/media?kind=image');
    expect(images.status).toBe(200);
    expect(ids(images.body)).toContain(picture.body.id);
    expect(ids(images.body)).not.toContain(sound.body.id);
    expect(images.body.items.every((m: { kind: string }) => m.kind === 'image')).toBe(true);
    const audio = await owner.merchant('GET', '/api/admin/media?kind=audio');
    expect(ids(audio.body)).toContain(sound.body.id);
    expect(ids(audio.body)).not.toContain(picture.body.id);
    const all = await owner.merchant('GET', '/api/admin/media');
    expect(ids(all.body).slice(0, 2)).toEqual([sound.body.id, picture.body.id]);
  });

  it('refuses an unknown kind with 400 naming the kinds', async () => {
    const owner = await suite.as(OWNER);
    for (const kind of ['video', 'IMAGE', '', 'constructor']) {
      const res = await owner.merchant('GET', `/api/admin/media?kind=${encodeURIComponent(kind)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('kind must be one of: image, audio.');
      expect(res.body.issues).toEqual([{ path: 'kind', message: 'kind must be one of: image, audio.' }]);
    }
  });
});

describe('alt text', () => {
  it('is changed, trimmed, checked, and 404 for no such file', async () => {
    const owner = await suite.as(OWNER);
    const picture = await upload(owner, new Uint8Array(await png()), 'bowl.png', 'image/png');
    const saved = await owner.merchant('PUT', `/api/admin/media/${String(picture.body.id)}`, { json: { altText: '  A glazed bowl  ' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: picture.body.id, altText: 'A glazed bowl' });
    const listed = await owner.merchant('GET', '/api/admin/media?kind=image');
    expect(listed.body.items.find((m: { id: string }) => m.id === picture.body.id).altText).toBe('A glazed bowl');
    const long = await owner.merchant('PUT', `/api/admin/media/${String(picture.body.id)}`, { json: { altText: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Alt text must be at most 500 characters.');
    const missing = await owner.merchant('PUT', '/api/admin/media/no-such-file', { json: { altText: 'x' } });
    expect(missing.status).toBe(404);
  });
});

describe('FLAC uploads', () => {
  it('keeps a FLAC file as audio/flac and serves it with byte ranges', async () => {
    const owner = await suite.as(OWNER);
    const flac = flacFile();
    const res = await upload(owner, new Uint8Array(flac), 'Kiln Hum.flac', 'application/octet-stream', '?kind=audio');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'audio', contentType: 'audio/flac', filename: 'Kiln-Hum.flac', width: 0, height: 0, bytes: flac.length });
    const whole = await fetch(suite.server.baseUrl + String(res.body.url));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/flac');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(flac)).toBe(true);
    const part = await fetch(suite.server.baseUrl + String(res.body.url), { headers: { range: 'bytes=4-41' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-41/${String(flac.length)}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(flac.subarray(4, 42))).toBe(true);
    const audio = await owner.merchant('GET', '/api/admin/media?kind=audio');
    expect(audio.body.items.map((m: { id: string }) => m.id)).toContain(res.body.id);
  });

  it('keeps a FLAC file behind an ID3v2 tag', async () => {
    const owner = await suite.as(OWNER);
    const res = await upload(owner, new Uint8Array(id3Before(flacFile())), 'tagged.flac', 'audio/flac');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'audio', contentType: 'audio/flac' });
  });

  it('refuses a file that starts "fLaC" with no STREAMINFO, storing nothing', async () => {
    const owner = await suite.as(OWNER);
    const rows = await mediaRows();
    const fake = Buffer.concat([Buffer.from('fLaC', 'latin1'), Buffer.from(' and then only words, no stream information at all', 'latin1')]);
    const res = await upload(owner, new Uint8Array(fake), 'fake.flac', 'audio/flac', '?kind=audio');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file fake.flac does not appear to be a supported file.');
    expect(res.body.issues).toEqual([{ path: 'file', message: 'is not an audio file (expected MP3, OGG, WAV, M4A, AAC or FLAC)' }]);
    expect(await mediaRows()).toBe(rows);
  });
});

describe('deleting an image a layout shows', () => {
  const CONTACT = '/api/admin/layouts/page/col-contact';
  const block = (mediaId: string) => ({ id: 'pic', kind: 'image' as const, settings: { mediaId, alt: 'A bowl', focalX: 0.5, focalY: 0.5 }, desktop: { column: 1, span: 6, row: 1, rows: 1 } });
  const text = { id: 'txt', kind: 'text' as const, settings: { html: '<p>No picture now</p>' }, desktop: { column: 1, span: 6, row: 1, rows: 1 } };
  const layoutOf = (blocks: Layout['sections'][number]['blocks']): Layout => ({ sections: [{ id: 'intro', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks }] });
  const page = async (path: string): Promise<string> => (await fetch(`${suite.server.baseUrl}${path}`)).text();

  it('is refused while the draft or the published layout shows it (the confirmation says so), and done once neither does', async () => {
    const owner = await suite.as(OWNER);
    const picture = await upload(owner, new Uint8Array(await sharp({ create: { width: 30, height: 20, channels: 3, background: '#a52' } }).png().toBuffer()), 'shown.png', 'image/png');
    const id = String(picture.body.id);
    const start = (await owner.merchant('GET', CONTACT)).body as { version: number };
    const saved = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: start.version, layout: layoutOf([block(id)]) } });
    expect(saved.status).toBe(200);
    const published = await owner.merchant('POST', `${CONTACT}/publish`, { json: { expectedVersion: saved.body.version } });
    expect(published.status).toBe(200);
    expect(await page('/contact')).toContain(`/media/${id}/`);

    const refused = await owner.merchant('DELETE', `/api/admin/media/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('media-in-use');
    expect(refused.body.message).toBe('This image is still shown by: the page “Contact” (draft), the page “Contact” (published). Remove it there first.');
    expect(refused.body.usedBy).toEqual([
      { kind: 'page', title: 'Contact', state: 'draft', href: '/admin/layouts/page/col-contact' },
      { kind: 'page', title: 'Contact', state: 'published', href: '/admin/layouts/page/col-contact' },
    ]);
    expect((await owner.merchant('GET', '/api/admin/media?kind=image')).body.items.map((m: { id: string }) => m.id)).toContain(id);
    expect(await page('/contact')).toContain(`/media/${id}/`);

    const replaced = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: published.body.version, layout: layoutOf([text]) } });
    expect(replaced.status).toBe(200);
    expect((await owner.merchant('POST', `${CONTACT}/publish`, { json: { expectedVersion: replaced.body.version } })).status).toBe(200);
    expect((await owner.merchant('DELETE', `/api/admin/media/${id}`)).status).toBe(204);
    expect((await owner.merchant('GET', '/api/admin/media')).body.items.map((m: { id: string }) => m.id)).not.toContain(id);
    expect(await page('/contact')).toContain('No picture now');
  });
});

describe('deleting an image a post and a product show', () => {
  const journalVersion = async (owner: Account): Promise<number> => (await owner.merchant('GET', '/api/admin/content/collections/col-journal')).body.version as number;
  const product = (title: string, urlId: string, sku: string, images: string[]) => ({
    title, urlId, body: '<p>A plate.</p>', excerpt: '', productType: 1, visible: true, options: [],
    variants: [{ sku, attributes: {}, price: '24.00', salePrice: '0.00', onSale: false, qtyInStock: 4, unlimited: false, imageUrl: null }],
    subscription: null, additionalFieldsFormId: null, images,
  });

  it('is refused naming the blog post and the product by their titles, with links to their editors', async () => {
    const owner = await suite.as(OWNER);
    const picture = await upload(owner, new Uint8Array(await png()), 'glaze.png', 'image/png');
    const { id, url } = picture.body as { id: string; url: string };
    const post = await owner.merchant('POST', '/api/admin/content/collections/col-journal/items', {
      json: { expectedVersion: await journalVersion(owner), value: { urlId: '', excerpt: 'From the kiln.', body: '<p>Notes.</p>', tags: [], categories: [], title: 'Spring glazes', assetUrl: url, altText: 'Glazes' } },
    });
    expect(post.status).toBe(201);
    const plate = await owner.merchant('POST', '/api/admin/store/products', { json: { product: product('Glazed Plate', 'glazed-plate', 'PLT-GLAZE', [url]) } });
    expect(plate.status).toBe(201);

    const refused = await owner.merchant('DELETE', `/api/admin/media/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This image is still shown by: the blog post “Spring glazes”, the product “Glazed Plate”. Remove it there first.');
    expect(refused.body.usedBy).toEqual([
      { kind: 'post', title: 'Spring glazes', href: `/admin/collections/col-journal/${String(post.body.id)}` },
      { kind: 'product', title: 'Glazed Plate', href: `/admin/products/${String(plate.body.id)}` },
    ]);
    expect((await owner.merchant('GET', '/api/admin/media?kind=image')).body.items.map((m: { id: string }) => m.id)).toContain(id);
  });

  it('links each place only for a role that opens its screen: an editor gets the product without a link', async () => {
    const owner = await suite.as(OWNER);
    const picture = await upload(owner, new Uint8Array(await png()), 'slip.png', 'image/png');
    const { id, url } = picture.body as { id: string; url: string };
    const post = await owner.merchant('POST', '/api/admin/content/collections/col-journal/items', {
      json: { expectedVersion: await journalVersion(owner), value: { urlId: '', excerpt: 'Slip.', body: '<p>Slip.</p>', tags: [], categories: [], title: 'Slip trailing', assetUrl: url, altText: 'Slip' } },
    });
    expect(post.status).toBe(201);
    const cup = await owner.merchant('POST', '/api/admin/store/products', { json: { product: product('Slip Cup', 'slip-cup', 'CUP-SLIP', [url]) } });
    expect(cup.status).toBe(201);
    const postUse = { kind: 'post', title: 'Slip trailing', href: `/admin/collections/col-journal/${String(post.body.id)}` };

    const editor = await suite.as(EDITOR);
    const refused = await editor.merchant('DELETE', `/api/admin/media/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This image is still shown by: the blog post “Slip trailing”, the product “Slip Cup”. Remove it there first.');
    expect(refused.body.usedBy).toEqual([postUse, { kind: 'product', title: 'Slip Cup' }]);

    const asOwner = await owner.merchant('DELETE', `/api/admin/media/${id}`);
    expect(asOwner.status).toBe(409);
    expect(asOwner.body.usedBy).toEqual([postUse, { kind: 'product', title: 'Slip Cup', href: `/admin/products/${String(cup.body.id)}` }]);

    // A store manager uploads product pictures but deletes nothing from the library.
    const stockist = await suite.as(STOCKIST);
    const forbidden = await stockist.merchant('DELETE', `/api/admin/media/${id}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.usedBy).toBeUndefined();
    expect((await owner.merchant('GET', '/api/admin/media?kind=image')).body.items.map((m: { id: string }) => m.id)).toContain(id);
  });

  it('is refused naming the gallery that shows it, with a link to the gallery editor', async () => {
    const owner = await suite.as(OWNER);
    const picture = await upload(owner, new Uint8Array(await png()), 'tile.png', 'image/png');
    const { id, url } = picture.body as { id: string; url: string };
    const detail = await owner.merchant('GET', '/api/admin/gallery/col-gallery');
    const images = [...(detail.body.images as Record<string, string>[]).map(({ id: imageId, title, description, altText }) => ({ id: imageId, title, description, altText })), { mediaUrl: url, title: 'Tile', description: '', altText: 'A tile' }];
    expect((await owner.merchant('PUT', '/api/admin/gallery/col-gallery', { json: { expectedVersion: detail.body.version, settings: detail.body.settings, images } })).status).toBe(200);
    const refused = await owner.merchant('DELETE', `/api/admin/media/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This image is still shown by: the gallery “Gallery”. Remove it there first.');
    expect(refused.body.usedBy).toEqual([{ kind: 'gallery', title: 'Gallery', href: '/admin/gallery/col-gallery' }]);
  });

  it('names three places then how many more', async () => {
    const owner = await suite.as(OWNER);
    const picture = await upload(owner, new Uint8Array(await png()), 'many.png', 'image/png');
    const { id, url } = picture.body as { id: string; url: string };
    for (const n of [1, 2, 3, 4, 5]) {
      const made = await owner.merchant('POST', '/api/admin/store/products', { json: { product: product(`Bowl ${String(n)}`, `library-bowl-${String(n)}`, `LIB-BOWL-${String(n)}`, [url]) } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const refused = await owner.merchant('DELETE', `/api/admin/media/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^This image is still shown by: the product “Bowl \d”, the product “Bowl \d”, the product “Bowl \d” and 2 more\. Remove it there first\.$/);
    expect(refused.body.usedBy).toHaveLength(5);
  });
});
