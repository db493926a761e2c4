// The gallery calls against the built server: saving images and settings (the page shows them at
// once), a setting out of range named in a 400 that stores nothing, a stale save 409, a viewer
// refused, and an image that a gallery shows cannot be deleted from the media library.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readVersionedPart } from '../../site/db/index.js';
import type { Account } from './helpers/account.js';
import { useAdminSuite, type SuiteUser } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'gallery owner password' };
const VIEWER: SuiteUser = { email: 'viewer@shop.test', password: 'gallery viewer password', roles: ['VIEWER'] };
const suite = useAdminSuite(OWNER, [VIEWER], { RATE_LIMIT_WRITES: '1000' });
const as = (user: { email: string; password: string }): Promise<Account> => suite.as(user);

async function uploadRaw(account: Account, bytes: Buffer, filename: string): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await account.upload(`/api/admin/media?filename=${encodeURIComponent(filename)}`, new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
  return res;
}

const storedGallery = () => suite.db.withStore((store) => readVersionedPart(store, 'collection:col-gallery'));

describe('the gallery calls', () => {
  it('lists the site gallery and saves a new image and the settings, shown on the page at once', async () => {
    const owner = await as(OWNER);
    const list = await owner.merchant('GET', '/api/admin/gallery');
    expect(list.body).toEqual([expect.objectContaining({ id: 'col-gallery', title: 'Gallery', imageCount: 3 })]);
    const detail = await owner.merchant('GET', '/api/admin/gallery/col-gallery');
    expect(detail.body.settings).toMatchObject({ design: 'grid', 'thumbnails-per-row': 4 });
    const media = await uploadRaw(owner, await sharp({ create: { width: 640, height: 480, channels: 3, background: '#345' } }).png().toBuffer(), 'tile.png');
    expect(media.status).toBe(201);
    const images = [...detail.body.images.map(({ id, title, description, altText }: Record<string, string>) => ({ id, title, description, altText })).reverse(),
      { mediaUrl: media.body.url, title: 'Tile', description: 'A test tile', altText: 'A blue tile' }];
    const saved = await owner.merchant('PUT', '/api/admin/gallery/col-gallery', {
      json: { expectedVersion: detail.body.version, settings: { ...detail.body.settings, 'thumbnails-per-row': 3, padding: 8 }, images: images.slice(1) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.images.map((i: { title: string }) => i.title)).toEqual(['At the wheel', 'Kiln day', 'Tile']);
    const html = await (await fetch(`${suite.server.baseUrl}/gallery`)).text();
    expect(html).toContain('--gallery-columns: 3; --gallery-gap: 8px');
    expect(html).toContain(`${media.body.url}?format=300w 300w`);
    expect(html).not.toContain('Drying shelf');

    const refused = await owner.merchant('DELETE', `/api/admin/media/${media.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('the gallery “Gallery”');
  });

  it('names a setting out of range and stores nothing; a stale save is 409; a viewer 403', async () => {
    const owner = await as(OWNER);
    const detail = await owner.merchant('GET', '/api/admin/gallery/col-gallery');
    const before = await storedGallery();
    const images = detail.body.images.map(({ id, title, description, altText }: Record<string, string>) => ({ id, title, description, altText }));
    const bad = await owner.merchant('PUT', '/api/admin/gallery/col-gallery', { json: { expectedVersion: detail.body.version, settings: { ...detail.body.settings, 'autoplay-duration': 11 }, images } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'settings.autoplay-duration', message: 'autoplay-duration must be a number from 1 to 10' }]);
    const stale = await owner.merchant('PUT', '/api/admin/gallery/col-gallery', { json: { expectedVersion: detail.body.version - 1, settings: detail.body.settings, images } });
    expect(stale.status).toBe(409);
    const viewer = await as(VIEWER);
    const denied = await viewer.merchant('PUT', '/api/admin/gallery/col-gallery', { json: { expectedVersion: detail.body.version, settings: detail.body.settings, images: [] } });
    expect(denied.status).toBe(403);
    expect(await storedGallery()).toEqual(before);
  });

  it('reads back a stored setting the grid design does not use (a caption position), so it is not lost on the next save; the page follows the caption rule', async () => {
    const owner = await as(OWNER);
    const detail = await owner.merchant('GET', '/api/admin/gallery/col-gallery');
    const images = detail.body.images.map(({ id, title, description, altText }: Record<string, string>) => ({ id, title, description, altText }));
    const settings = { ...detail.body.settings, design: 'grid', 'meta-position': 'top-right', 'square-thumbs': false, 'show-meta': false };
    const saved = await owner.merchant('PUT', '/api/admin/gallery/col-gallery', { json: { expectedVersion: detail.body.version, settings, images } });
    expect(saved.status).toBe(200);
    const again = await owner.merchant('GET', '/api/admin/gallery/col-gallery');
    expect(again.body.settings).toMatchObject({ design: 'grid', 'meta-position': 'top-right', 'square-thumbs': false });
    // "Show image details" off: the page keeps each title and drops the descriptions (domain/gallery/caption.ts).
    const html = await (await fetch(`${suite.server.baseUrl}/gallery`)).text();
    expect(html).toContain('<span class="image-title">');
    expect(html).not.toContain('<span class="image-description">');
  });
});
