import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { findProduct, listProducts, stockForItem } from '../../../site/db/catalog.js';
import { seedCatalogue } from '../../../site/db/seed.js';
import { catalogue } from './catalogue.js';
import { tempStore, type TempStore } from './temp-store.js';

const demoFile = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../sites/fern-and-finch/content/collections/${name}`, import.meta.url), 'utf8'));

interface FixtureVariant { sku: string; price: number; salePrice: number; onSale: boolean; qtyInStock: number; unlimited: boolean; attributes: Record<string, string> }
interface FixtureItem { id: string; urlId: string; title: string; structuredContent: { productType: number; variants: FixtureVariant[] } }

let temp: TempStore | undefined;
afterEach(async () => {
  await temp?.dispose();
  temp = undefined;
});

describe('seed', () => {
  it('fills an empty store with the demo shop (content/collections/shop.json), once', async () => {
    temp = await tempStore();
    const shop = demoFile('shop.json');
    const items = (shop as { items: FixtureItem[] }).items;
    expect(await seedCatalogue(temp.store, shop)).toBe(items.length);
    expect(await seedCatalogue(temp.store, shop)).toBe(0);
    const products = await listProducts(temp.store);
    expect(products.map((p) => [p.id, p.urlId, p.title, p.productType])).toEqual(
      items.map((i) => [i.id, i.urlId, i.title, i.structuredContent.productType]),
    );
    for (const item of items) {
      const seeded = products.find((p) => p.id === item.id)!;
      expect(seeded.content).toEqual(item);
      expect(seeded.variants.map((v) => [v.sku, v.attributes, v.priceCents, v.salePriceCents, v.onSale, v.qtyInStock, v.unlimited])).toEqual(
        item.structuredContent.variants.map((v) => [v.sku, v.attributes, v.price, v.salePrice, v.onSale, v.qtyInStock, v.unlimited]),
      );
    }
  });

  it('reads flat products (a price and stock on the item itself)', async () => {
    temp = await tempStore();
    const content = {
      items: [
        { id: 'mug', title: 'Mug', price: 1800, stock: 4 },
        { id: 'note', title: 'A note, not a product' },
        { id: 'card', title: 'Card', price: 450 },
      ],
    };
    const products = (content.items ?? []).filter((i) => i.price !== undefined);
    expect(await seedCatalogue(temp.store, content)).toBe(products.length);
    for (const item of products) {
      expect((await findProduct(temp.store, item.id))?.variants).toMatchObject([{ sku: item.id, qtyInStock: item.stock ?? 0, priceCents: item.price }]);
    }
  });

  it('reads variants, money, stock, unlimited and forms; skips non-products', async () => {
    temp = await tempStore();
    expect(await seedCatalogue(temp.store, catalogue)).toBe(3);
    const tee = await findProduct(temp.store, 'tee');
    expect(tee?.variants.map((v) => [v.sku, v.attributes, v.unitPriceCents, v.qtyInStock])).toEqual([
      ['TEE-S', { Size: 'S' }, 1500, 5],
      ['TEE-M', { Size: 'M' }, 2000, 0],
    ]);
    const ebook = await findProduct(temp.store, 'ebook');
    expect(ebook).toMatchObject({ productType: 2, variants: [{ sku: 'EBOOK', priceCents: 999, unlimited: true }] });
    expect(await findProduct(temp.store, 'engraved-pen')).toMatchObject({ id: 'engraved', additionalFieldsFormId: 'form-engraving' });
    expect(await findProduct(temp.store, 'note')).toBeUndefined();
    expect(await stockForItem(temp.store, 'tee')).toEqual([
      { itemId: 'tee', variantId: 'tee-v1', sku: 'TEE-S', unlimited: false, qtyInStock: 5 },
      { itemId: 'tee', variantId: 'tee-v2', sku: 'TEE-M', unlimited: false, qtyInStock: 0 },
    ]);
    expect(await stockForItem(temp.store, 'nothing')).toEqual([]);
  });
});
