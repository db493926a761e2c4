// Images picked or uploaded in the product editor keep what the page needs for responsive images:
// the stored product carries each image's original size and widths, from the media library for an
// upload and from the file for a site raster, and its page lists them in srcset with width and
// height; picking another image leaves no size of the one before.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findProduct } from '../../site/db/index.js';
import type { Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'images owner password' };
const suite = useAdminSuite(OWNER, [], { MEDIA_WARM: '0' });
const PRODUCTS = '/api/admin/store/products';
const RASTER = '/assets/rasters/images/candle.jpg';
const ALL = '100w,300w,500w,750w,1000w,1500w,2500w';

async function upload(account: Account, bytes: Buffer): Promise<{ status: number; body: { url: string } }> {
  const res = await account.upload(`/api/admin/media?filename=plate.png`, new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
  return res;
}

function product(images: string[]) {
  return {
    title: 'Blue Plate', urlId: 'blue-plate', body: '<p>A plate.</p>', excerpt: '', productType: 1, visible: true, options: [],
    variants: [{ sku: 'PLT-BLUE', attributes: {}, price: '24.00', salePrice: '0.00', onSale: false, qtyInStock: 4, unlimited: false, imageUrl: null }],
    subscription: null, additionalFieldsFormId: null, images,
  };
}

const stored = async (id: string): Promise<Record<string, any>> => // eslint-disable-line @typescript-eslint/no-explicit-any
  (await suite.db.withStore((store) => findProduct(store, id)))!.content as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const mainImage = async (): Promise<string> => {
  const html = await (await fetch(`${suite.server.baseUrl}/shop/p/blue-plate`)).text();
  return /<img\b[^>]*class="product-image"[^>]*>/.exec(html)?.[0] ?? '';
};

describe('product images picked in the admin', () => {
  it('stores an upload\'s size and widths, and a re-picked raster\'s, and the page lists them', async () => {
    const owner = await suite.as(OWNER);
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#236' } }).png().toBuffer();
    const media = await upload(owner, png);
    expect(media.status).toBe(201);
    const url = media.body.url;

    const created = await owner.merchant('POST', PRODUCTS, { json: { product: product([url, RASTER]) } });
    expect(created.status).toBe(201);
    const item = await stored(created.body.id);
    const uploaded = { assetUrl: url, originalSize: '1200x800', systemDataVariants: '100w,300w,500w,750w,1000w' };
    expect(item['images']).toEqual([uploaded, { assetUrl: RASTER, originalSize: '2500x1875', systemDataVariants: ALL }]);
    expect(item).toMatchObject(uploaded);
    expect(item['structuredContent']['variants'][0]['mainImage']).toEqual(uploaded);
    const first = await mainImage();
    expect(first).toContain(`src="${url}?format=750w"`);
    expect(first).toContain(`${url}?format=1000w 1000w`);
    expect(first).toContain('width="1200" height="800"');

    // The raster picked first instead: its own size, none of the upload's.
    const again = await owner.merchant('PUT', `${PRODUCTS}/${created.body.id}`, { json: { version: created.body.version, product: { ...created.body.product, images: [RASTER, url] } } });
    expect(again.status).toBe(200);
    const raster = { assetUrl: RASTER, originalSize: '2500x1875', systemDataVariants: ALL };
    const resaved = await stored(created.body.id);
    expect(resaved['structuredContent']['variants'][0]['mainImage']).toEqual(raster);
    expect(resaved).toMatchObject(raster);
    const second = await mainImage();
    expect(second).toContain(`${RASTER}?format=2500w 2500w`);
    expect(second).toContain('width="2500" height="1875"');
  });

  it('stores an SVG drawing as it is: no size, no widths, no srcset', async () => {
    const owner = await suite.as(OWNER);
    const created = await owner.merchant('POST', PRODUCTS, { json: { product: { ...product(['/assets/images/candle.svg']), urlId: 'drawn-plate', variants: [{ ...product([]).variants[0], sku: 'PLT-DRAWN' }] } } });
    expect(created.status).toBe(201);
    const item = await stored(created.body.id);
    expect(item['images']).toEqual([{ assetUrl: '/assets/images/candle.svg' }]);
    expect(item['structuredContent']['variants'][0]['mainImage']).toEqual({ assetUrl: '/assets/images/candle.svg' });
    const html = await (await fetch(`${suite.server.baseUrl}/shop/p/drawn-plate`)).text();
    expect(/<img\b[^>]*class="product-image"[^>]*>/.exec(html)?.[0]).not.toContain('srcset');
  });
});
