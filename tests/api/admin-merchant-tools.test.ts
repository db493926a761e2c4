// Related products and the bulk manager against the built server on a temporary database (SQLite,
// or PostgreSQL under tests/site/db/with-postgres.sh): the editor's picks validated and shown on
// the product page while the entitlement is on; bulk changes refused while theirs is off, by the
// wrong role, for bad input and for a product changed since, nothing written then; applied to all
// chosen products in one call otherwise, and seen by the inventory and the pages.
import { describe, expect, it } from 'vitest';
import type { InventoryRow } from '../../domain/admin/store/inventory.js';
import { useStoreTeam } from './helpers/store-team.js';

const PRODUCTS = '/api/admin/store/products';
const BULK = '/api/admin/store/bulk';
const team = useStoreTeam({}, { editor: true });
const { suite } = team;

async function snapshot(): Promise<unknown> {
  return suite.db.withStore(async (store) => ({
    products: await store.db.selectFrom('products').select(['id', 'version', 'content']).orderBy('id').execute(),
    variants: await store.db.selectFrom('variants').select(['id', 'price_cents', 'sale_price_cents', 'on_sale', 'qty_in_stock', 'unlimited']).orderBy('id').execute(),
  }));
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(suite.server.baseUrl + path);
  return { status: res.status, html: await res.text() };
}

/** The "You may also like" section's product links, in order. */
function relatedLinks(html: string): string[] {
  const section = /<section class="related-products"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/<h3 class="related-product-title"><a href="([^"]+)">/g)].map((m) => m[1] ?? '');
}

async function rows(): Promise<InventoryRow[]> {
  const res = await team.owner.merchant('GET', '/api/admin/store/inventory');
  expect(res.status).toBe(200);
  return res.body.rows as InventoryRow[];
}

const basis = (row: InventoryRow) => ({ id: row.id, version: row.version, variants: row.variants.map((v) => ({ id: v.id, qtyInStock: v.qtyInStock, unlimited: v.unlimited })) });
const byId = (all: InventoryRow[], id: string): InventoryRow => {
  const row = all.find((r) => r.id === id);
  if (!row) throw new Error(`no ${id}`);
  return row;
};

describe('related products', () => {
  it('refuses picks that are not other products of the shop, naming each, changing nothing', async () => {
    const { body } = await team.owner.merchant('GET', `${PRODUCTS}/prod-apron`);
    const before = await snapshot();
    const put = (relatedProductIds: unknown) => team.owner.merchant('PUT', `${PRODUCTS}/prod-apron`, { json: { version: body.version, product: { ...body.product, relatedProductIds } } });
    const unknown = await put(['prod-candle', 'prod-nothing', 'prod-apron']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([
      { path: 'relatedProductIds.1', message: 'prod-nothing is not a product of this shop.' },
      { path: 'relatedProductIds.2', message: 'A product cannot be related to itself.' },
    ]);
    const tooMany = await put(['prod-candle', 'prod-bowl', 'prod-ebook', 'prod-coffee', 'prod-workshop']);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues).toContainEqual(expect.objectContaining({ path: 'product.relatedProductIds', message: 'at most 4 related products' }));
    const twice = await put(['prod-candle', 'prod-candle']);
    expect(twice.body.issues).toContainEqual(expect.objectContaining({ path: 'product.relatedProductIds.1', message: 'the same product is picked twice' }));
    expect((await team.viewer.merchant('PUT', `${PRODUCTS}/prod-apron`, { json: { version: body.version, product: { ...body.product, relatedProductIds: ['prod-candle'] } } })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('stores the picks with the product and shows them first on its page while the entitlement is on', async () => {
    const { body } = await team.owner.merchant('GET', `${PRODUCTS}/prod-apron`);
    expect(body.product.relatedProductIds).toEqual([]);
    // The tea towel is sold out: skipped; the bowl shares the apron's "kitchen" tag.
    const saved = await team.owner.merchant('PUT', `${PRODUCTS}/prod-apron`, { json: { version: body.version, product: { ...body.product, relatedProductIds: ['prod-candle', 'prod-tea-towel', 'prod-ebook'] } } });
    expect(saved.status).toBe(200);
    expect(saved.body.product.relatedProductIds).toEqual(['prod-candle', 'prod-tea-towel', 'prod-ebook']);
    const off = await page('/shop/p/linen-apron');
    expect(off.html).not.toContain('You may also like');
    await team.switchTo({ relatedProducts: true });
    const on = await page('/shop/p/linen-apron');
    expect(on.html).toContain('<h2 class="related-products-title" id="related-products-title">You may also like</h2>');
    expect(relatedLinks(on.html)).toEqual(['/shop/p/beeswax-candle', '/shop/p/slow-mornings-ebook', '/shop/p/stoneware-bowl']);
    // A hidden product leaves every suggestion at once.
    const candle = await team.owner.merchant('GET', `${PRODUCTS}/prod-candle`);
    expect((await team.owner.merchant('PUT', `${PRODUCTS}/prod-candle`, { json: { version: candle.body.version, product: { ...candle.body.product, visible: false } } })).status).toBe(200);
    expect(relatedLinks((await page('/shop/p/linen-apron')).html)).toEqual(['/shop/p/slow-mornings-ebook', '/shop/p/stoneware-bowl']);
    const again = await team.owner.merchant('GET', `${PRODUCTS}/prod-candle`);
    expect((await team.owner.merchant('PUT', `${PRODUCTS}/prod-candle`, { json: { version: again.body.version, product: { ...again.body.product, visible: true } } })).status).toBe(200);
    await team.switchTo({ relatedProducts: false });
  });
  it('keeps the picks when a save leaves them out, and leaves out a deleted product’s', async () => {
    const created = await team.owner.merchant('POST', PRODUCTS, {
      json: {
        product: {
          title: 'Spare Jug', urlId: 'spare-jug', body: '', excerpt: '', productType: 1, visible: true, options: [],
          variants: [{ sku: 'JUG-1', attributes: {}, price: '20.00', salePrice: '0.00', onSale: false, qtyInStock: 2, unlimited: false, imageUrl: null }],
          subscription: null, additionalFieldsFormId: null, images: [],
        },
      },
    });
    expect(created.status).toBe(201);
    const { body } = await team.owner.merchant('GET', `${PRODUCTS}/prod-bowl`);
    const picked = await team.owner.merchant('PUT', `${PRODUCTS}/prod-bowl`, { json: { version: body.version, product: { ...body.product, relatedProductIds: [created.body.id, 'prod-candle'] } } });
    expect(picked.status).toBe(200);
    const { relatedProductIds: _left, ...withoutPicks } = picked.body.product;
    const renamed = await team.owner.merchant('PUT', `${PRODUCTS}/prod-bowl`, { json: { version: picked.body.version, product: withoutPicks } });
    expect(renamed.body.product.relatedProductIds).toEqual([created.body.id, 'prod-candle']);
    expect((await team.owner.merchant('DELETE', `${PRODUCTS}/${created.body.id as string}?version=${String(created.body.version)}`)).status).toBe(200);
    expect((await team.owner.merchant('GET', `${PRODUCTS}/prod-bowl`)).body.product.relatedProductIds).toEqual(['prod-candle']);
  });
});

describe('the bulk manager', () => {
  it('is refused while its entitlement is off, and says so', async () => {
    expect((await team.stockist.merchant('GET', BULK)).body).toEqual({ enabled: false });
    const before = await snapshot();
    const all = await rows();
    const res = await team.owner.merchant('POST', BULK, { json: { change: { kind: 'unlimited' }, products: [basis(byId(all, 'prod-bowl'))] } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'feature-unavailable', message: 'The bulk manager is not available in this shop.' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses viewers and editors, bad input naming the field, and a product changed since, changing nothing', async () => {
    await team.switchTo({ bulkManager: true });
    expect((await team.viewer.merchant('GET', BULK)).body).toEqual({ enabled: true });
    const all = await rows();
    const chosen = [basis(byId(all, 'prod-bowl')), basis(byId(all, 'prod-candle'))];
    const before = await snapshot();
    expect((await team.viewer.merchant('POST', BULK, { json: { change: { kind: 'unlimited' }, products: chosen } })).status).toBe(403);
    expect((await team.editor.merchant('POST', BULK, { json: { change: { kind: 'unlimited' }, products: chosen } })).status).toBe(403);
    const bad = await team.owner.merchant('POST', BULK, { json: { change: { kind: 'adjust-price', unit: 'percent', direction: 'sideways', value: '0' }, products: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['change.direction', 'change.value', 'products']);
    const staleVersion = await team.owner.merchant('POST', BULK, { json: { change: { kind: 'set-price', amount: '1.00' }, products: [chosen[0], { ...chosen[1], version: (chosen[1]?.version ?? 1) + 5 }] } });
    expect(staleVersion.status).toBe(409);
    expect(staleVersion.body).toMatchObject({ code: 'stale-version' });
    expect(staleVersion.body.message).toContain('Beeswax Candle');
    const bowl = byId(all, 'prod-bowl');
    const staleStock = await team.owner.merchant('POST', BULK, { json: { change: { kind: 'set-price', amount: '1.00' }, products: [{ ...basis(bowl), variants: basis(bowl).variants.map((v) => ({ ...v, qtyInStock: v.qtyInStock + 1 })) }] } });
    expect(staleStock.status).toBe(409);
    const unknown = await team.owner.merchant('POST', BULK, { json: { change: { kind: 'set-price', amount: '1.00' }, products: [{ id: 'prod-nothing', version: 1, variants: [] }] } });
    expect(unknown.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('lowers the chosen products’ prices by a percentage in one call, seen by the inventory and the pages', async () => {
    const all = await rows();
    const apron = byId(all, 'prod-apron');
    const bowl = byId(all, 'prod-bowl');
    const res = await team.stockist.merchant('POST', BULK, { json: { change: { kind: 'adjust-price', unit: 'percent', direction: 'down', value: '10' }, products: [basis(apron), basis(bowl)] } });
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([{ id: 'prod-apron', version: apron.version + 1 }, { id: 'prod-bowl', version: bowl.version + 1 }]);
    const after = await rows();
    expect(byId(after, 'prod-apron')).toMatchObject({ minPriceCents: 3780, maxPriceCents: 3780, version: apron.version + 1 });
    // The bowl is on sale below its new price: the sale stays, its regular price is 10% lower.
    expect(byId(after, 'prod-bowl').variants[0]).toMatchObject({ priceCents: Math.round((bowl.variants[0]?.priceCents ?? 0) * 0.9), onSale: bowl.variants[0]?.onSale });
    expect(byId(after, 'prod-candle').minPriceCents).toBe(byId(all, 'prod-candle').minPriceCents);
    expect((await page('/shop/p/linen-apron')).html).toContain('$37.80');
    // The editor reads the same price.
    expect((await team.owner.merchant('GET', `${PRODUCTS}/prod-apron`)).body.product.variants[0]).toMatchObject({ price: '37.80' });
  });

  it('puts on sale, sets stock, makes it unlimited and hides, each for every chosen product', async () => {
    let all = await rows();
    const ids = ['prod-bowl', 'prod-monogram-mug'];
    const apply = async (change: unknown) => {
      const res = await team.owner.merchant('POST', BULK, { json: { change, products: ids.map((id) => basis(byId(all, id))) } });
      expect(res.status).toBe(200);
      all = await rows();
    };
    await apply({ kind: 'sale', percentOff: '20' });
    for (const id of ids) {
      const v = byId(all, id).variants[0];
      expect(v).toMatchObject({ onSale: true, salePriceCents: Math.round((v?.priceCents ?? 0) * 0.8) });
    }
    await apply({ kind: 'stock', qtyInStock: 0 });
    expect(ids.map((id) => byId(all, id).stock)).toEqual([0, 0]);
    expect((await page('/shop/p/stoneware-bowl')).html).toContain('This product is sold out.');
    await apply({ kind: 'unlimited' });
    expect(ids.map((id) => byId(all, id).unlimited)).toEqual([true, true]);
    await apply({ kind: 'visibility', visible: false });
    expect(ids.map((id) => byId(all, id).visible)).toEqual([false, false]);
    expect((await page('/shop/p/stoneware-bowl')).status).toBe(404);
    expect((await page('/shop')).html).not.toContain('Stoneware Bowl');
  });
});
