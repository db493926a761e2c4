// Issue 25, merchant safety (findings 6 and the upload), against the built server on a temporary
// database (SQLite, or PostgreSQL under tests/site/db/with-postgres.sh): a product without a price
// stays hidden and cannot be bought; a price of 0.00 is written only when the request confirms it;
// a bulk change below 0.00 is refused outright; a store manager uploads a product image.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntitlementKey } from '../../domain/admin/entitlements.js';
import type { InventoryRow } from '../../domain/admin/store/inventory.js';
import type { Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import { Visitor } from './helpers/visitor.js';

const PRODUCTS = '/api/admin/store/products';
const BULK = '/api/admin/store/bulk';
const USERS = [
  { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] as const },
  { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] as const },
  { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] as const },
];
const [OWNER, ...OTHERS] = USERS;
const suite = useAdminSuite(OWNER, OTHERS, { RATE_LIMIT_WRITES: '1000', MEDIA_WARM: '0' });

let owner: Account;
let stockist: Account;
let viewer: Account;

beforeAll(async () => {
  [owner, stockist, viewer] = (await Promise.all(USERS.map((u) => suite.as(u)))) as [Account, Account, Account];
});

function plate(price: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Blue Plate', urlId: 'blue-plate', body: '<p>A plate.</p>', excerpt: '', productType: 1, visible: false, options: [],
    variants: [{ sku: 'PLT-BLUE', attributes: {}, price, salePrice: '0.00', onSale: false, qtyInStock: 4, unlimited: false, imageUrl: null }],
    subscription: null, additionalFieldsFormId: null, images: [], ...overrides,
  };
}

async function snapshot(): Promise<unknown> {
  return suite.db.withStore(async (store) => ({
    products: await store.db.selectFrom('products').select(['id', 'version', 'content']).orderBy('id').execute(),
    variants: await store.db.selectFrom('variants').select(['id', 'price_cents', 'sale_price_cents', 'on_sale', 'qty_in_stock', 'unlimited']).orderBy('id').execute(),
  }));
}

async function rows(): Promise<InventoryRow[]> {
  const res = await owner.merchant('GET', '/api/admin/store/inventory?q=plate');
  expect(res.status).toBe(200);
  return res.body.rows as InventoryRow[];
}

const basis = (row: InventoryRow) => ({ id: row.id, version: row.version, variants: row.variants.map((v) => ({ id: v.id, qtyInStock: v.qtyInStock, unlimited: v.unlimited })) });

async function switchTo(changes: Partial<Record<EntitlementKey, boolean>>): Promise<void> {
  const current = await owner.merchant('GET', '/api/admin/entitlements');
  const res = await owner.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, ...changes }, expectedVersion: current.body.version } });
  expect(res.status).toBe(200);
}

let plateId = '';

describe('a new product starts visible at $0.00', () => {
  it('a product saved without a price is stored hidden, reads back without a price, and cannot be bought', async () => {
    const created = await stockist.merchant('POST', PRODUCTS, { json: { product: plate('') } });
    expect(created.status).toBe(201);
    plateId = created.body.id;
    expect(created.body.product).toMatchObject({ visible: false, variants: [{ price: '' }] });
    expect((await stockist.merchant('GET', `${PRODUCTS}/${plateId}`)).body.product.variants[0].price).toBe('');
    expect((await fetch(`${suite.server.baseUrl}/shop/p/blue-plate`)).status).toBe(404);
    const shopper = new Visitor(suite.server.baseUrl);
    await shopper.arrive();
    const added = await shopper.add({ itemId: plateId, sku: 'PLT-BLUE', quantity: 1 });
    expect(added.status).toBe(404);
    expect((await shopper.arrive()).body).toMatchObject({ entries: [] });
  });

  it('refuses to make a product without a price visible, from the editor and the bulk manager, saying why', async () => {
    const before = await snapshot();
    const { body } = await stockist.merchant('GET', `${PRODUCTS}/${plateId}`);
    const shown = await stockist.merchant('PUT', `${PRODUCTS}/${plateId}`, { json: { version: body.version, product: { ...body.product, visible: true } } });
    expect(shown.status).toBe(400);
    expect(shown.body.issues).toContainEqual({ path: 'product.visible', message: 'A product without a price stays hidden: give every variant a price before making it visible.' });
    await switchTo({ bulkManager: true });
    const [row] = await rows();
    const bulk = await stockist.merchant('POST', BULK, { json: { change: { kind: 'visibility', visible: true }, products: [basis(row!)] } });
    expect(bulk.status).toBe(409);
    expect(bulk.body).toMatchObject({ code: 'price-unset', message: 'Blue Plate has no price yet and cannot be made visible. Give every variant a price first.' });
    expect(await snapshot()).toEqual(before);
  });

  it('once priced, the product can be shown and bought', async () => {
    const { body } = await stockist.merchant('GET', `${PRODUCTS}/${plateId}`);
    const priced = await stockist.merchant('PUT', `${PRODUCTS}/${plateId}`, { json: { version: body.version, product: { ...body.product, visible: true, variants: [{ ...body.product.variants[0], price: '24.00' }] } } });
    expect(priced.status).toBe(200);
    expect(priced.body.product).toMatchObject({ visible: true, variants: [{ price: '24.00' }] });
    const html = await (await fetch(`${suite.server.baseUrl}/shop/p/blue-plate`)).text();
    expect(html).toContain('$24.00');
    const shopper = new Visitor(suite.server.baseUrl);
    await shopper.arrive();
    expect((await shopper.add({ itemId: plateId, sku: 'PLT-BLUE', quantity: 1 })).status).toBe(200);
  });

  it('a price of 0.00 is refused without the confirmation (409 naming the product), nothing written, and saved with it', async () => {
    const before = await snapshot();
    const { body } = await stockist.merchant('GET', `${PRODUCTS}/${plateId}`);
    const free = { ...body.product, variants: [{ ...body.product.variants[0], price: '0.00' }] };
    const refused = await stockist.merchant('PUT', `${PRODUCTS}/${plateId}`, { json: { version: body.version, product: free } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'zero-price-unconfirmed', message: 'Blue Plate would sell for 0.00 (free). Confirm that you mean this price to save it.' });
    const created = await stockist.merchant('POST', PRODUCTS, { json: { product: plate('0', { urlId: 'free-plate', title: 'Free Plate', variants: [{ ...free.variants[0], id: undefined, sku: 'PLT-FREE' }] }) } });
    expect(created.status).toBe(409);
    expect(created.body.message).toContain('Free Plate');
    expect(await snapshot()).toEqual(before);
    const confirmed = await stockist.merchant('PUT', `${PRODUCTS}/${plateId}`, { json: { version: body.version, product: free, confirmZeroPrice: true } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.product.variants[0].price).toBe('0.00');
    const back = await stockist.merchant('PUT', `${PRODUCTS}/${plateId}`, { json: { version: confirmed.body.version, product: { ...free, variants: [{ ...free.variants[0], price: '24.00' }] } } });
    expect(back.status).toBe(200);
    // A price once given is not blanked again (it could sit in carts): hiding is the way.
    const blanked = await stockist.merchant('PUT', `${PRODUCTS}/${plateId}`, { json: { version: back.body.version, product: { ...back.body.product, visible: false, variants: [{ ...back.body.product.variants[0], price: '' }] } } });
    expect(blanked.status).toBe(400);
    expect(blanked.body.issues).toEqual([{ path: 'variants.0.price', message: 'A variant that has a price keeps one: enter a price, or hide the product.' }]);
  });
});

describe('lower by 150% previews $0.00', () => {
  it('the server refuses a change that would take prices below 0.00, naming the products, nothing written', async () => {
    const before = await snapshot();
    const products = (await rows()).map(basis);
    const res = await stockist.merchant('POST', BULK, { json: { change: { kind: 'adjust-price', unit: 'percent', direction: 'down', value: '150' }, products, confirmZeroPrice: true } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'price-below-zero', message: 'This change would take the price of Blue Plate below 0.00; a price is never negative. Nothing was changed.' });
    const byAmount = await stockist.merchant('POST', BULK, { json: { change: { kind: 'adjust-price', unit: 'amount', direction: 'down', value: '30' }, products } });
    expect(byAmount.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('a change reaching 0.00 needs the confirmation: 409 naming the products without it, applied with it', async () => {
    const before = await snapshot();
    const products = (await rows()).map(basis);
    const change = { kind: 'adjust-price', unit: 'percent', direction: 'down', value: '100' };
    const refused = await stockist.merchant('POST', BULK, { json: { change, products } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'zero-price-unconfirmed', message: 'Blue Plate would sell for 0.00 (free). Confirm that you mean this price to save it.' });
    const setFree = await stockist.merchant('POST', BULK, { json: { change: { kind: 'set-price', amount: '0' }, products } });
    expect(setFree.status).toBe(409);
    expect(await snapshot()).toEqual(before);
    const applied = await stockist.merchant('POST', BULK, { json: { change, products, confirmZeroPrice: true } });
    expect(applied.status).toBe(200);
    expect((await rows())[0]?.minPriceCents).toBe(0);
  });
});

describe('store managers cannot upload a product image', () => {
  it('a store manager uploads an image and attaches it to a product; a viewer is still refused', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a6' } }).png().toBuffer();
    const upload = async (account: Account) => {
      const cookie = [...account.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(`${suite.server.baseUrl}/api/admin/media?filename=plate.png`, {
        method: 'POST',
        headers: { cookie, origin: suite.server.baseUrl, 'x-xsrf-token': account.xsrfToken ?? '', 'content-type': 'image/png' },
        body: new Uint8Array(png),
      });
      return { status: res.status, body: (await res.json()) as { url: string; code?: string } };
    };
    const refused = await upload(viewer);
    expect(refused.status).toBe(403);
    const media = await upload(stockist);
    expect(media.status).toBe(201);
    expect(media.body.url).toMatch(/^\/media\/.+\/plate\.png$/);
    const { body } = await stockist.merchant('GET', `${PRODUCTS}/${plateId}`);
    const saved = await stockist.merchant('PUT', `${PRODUCTS}/${plateId}`, { json: { version: body.version, product: { ...body.product, images: [media.body.url] }, confirmZeroPrice: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.product.images).toEqual([media.body.url]);
    const html = await (await fetch(`${suite.server.baseUrl}/shop/p/blue-plate`)).text();
    expect(html).toContain(`${media.body.url}?format=`);
  });
});
