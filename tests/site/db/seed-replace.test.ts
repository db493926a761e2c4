// Development mode's catalogue replacement (site/db/seed-replace.ts): the catalogue becomes what the
// content says — products and variants rewritten in place, added, removed with what pointed at
// them — with URLs and SKUs free to move between products, all in one transaction.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, openCart } from '../../../site/db/cart.js';
import { findProduct, listProducts } from '../../../site/db/catalog.js';
import { seedCatalogue } from '../../../site/db/seed.js';
import { replaceCatalogue } from '../../../site/db/seed-replace.js';
import { tempStore, type TempStore } from './temp-store.js';

interface Variant { id: string; sku: string; price: number; qtyInStock: number; unlimited: boolean }
interface Item { id: string; urlId: string; title: string; structuredContent: { variants: Variant[] } }
type Shop = { items: Item[] };

const shop = (): Shop =>
  JSON.parse(readFileSync(new URL('../../../sites/fern-and-finch/content/collections/shop.json', import.meta.url), 'utf8')) as Shop;
const item = (content: Shop, id: string): Item => content.items.find((i) => i.id === id)!;

let temp: TempStore | undefined;
afterEach(async () => {
  await temp?.dispose();
  temp = undefined;
});

describe('replaceCatalogue', () => {
  it('rewrites a product and its variant in place: title, price and stock, version + 1', async () => {
    temp = await tempStore();
    const content = shop();
    await seedCatalogue(temp.store, content);
    const before = await findProduct(temp.store, 'prod-bowl');
    const bowl = item(content, 'prod-bowl');
    bowl.title = 'Stoneware Serving Bowl';
    bowl.structuredContent.variants[0]!.price = 3400;
    bowl.structuredContent.variants[0]!.qtyInStock = 9;
    expect(await replaceCatalogue(temp.store, content)).toEqual({ written: content.items.length, removed: 0 });
    const after = await findProduct(temp.store, 'prod-bowl');
    expect(after).toMatchObject({ title: 'Stoneware Serving Bowl', version: before!.version + 1 });
    expect(after!.variants.map((v) => [v.id, v.priceCents, v.qtyInStock])).toEqual([['var-bowl', 3400, 9]]);
    expect(after!.content).toEqual(bowl);
  });

  it('adds new products, removes those gone with their cart entries, and keeps the content\'s order', async () => {
    temp = await tempStore();
    const content = shop();
    await seedCatalogue(temp.store, content);
    await addToCart(temp.store, { visitorId: 'v1' }, { itemId: 'prod-candle', quantity: 2 });
    await addToCart(temp.store, { visitorId: 'v1' }, { itemId: 'prod-bowl', quantity: 1 });
    const candle = item(content, 'prod-candle');
    const added: Item = { ...structuredClone(candle), id: 'prod-taper', urlId: 'taper-candle', title: 'Taper Candle', structuredContent: { ...candle.structuredContent, variants: [{ ...candle.structuredContent.variants[0]!, id: 'var-taper', sku: 'TAP-1' }] } };
    content.items = [added, ...content.items.filter((i) => i.id !== 'prod-candle')];
    expect(await replaceCatalogue(temp.store, content)).toEqual({ written: content.items.length, removed: 1 });
    const products = await listProducts(temp.store);
    expect(products.map((p) => p.id)).toEqual(content.items.map((i) => i.id));
    expect(await findProduct(temp.store, 'prod-candle')).toBeUndefined();
    const cart = await openCart(temp.store, 'v1');
    expect(cart.entries.map((e) => e.itemId)).toEqual(['prod-bowl']);
  });

  it('lets a URL and a SKU move from one product to another', async () => {
    temp = await tempStore();
    const content = shop();
    await seedCatalogue(temp.store, content);
    const bowl = item(content, 'prod-bowl');
    const candle = item(content, 'prod-candle');
    [bowl.urlId, candle.urlId] = [candle.urlId, bowl.urlId];
    const [bowlSku, candleSku] = [bowl.structuredContent.variants[0]!.sku, candle.structuredContent.variants[0]!.sku];
    bowl.structuredContent.variants[0]!.sku = candleSku;
    candle.structuredContent.variants[0]!.sku = bowlSku;
    await replaceCatalogue(temp.store, content);
    expect((await findProduct(temp.store, 'beeswax-candle'))?.id).toBe('prod-bowl');
    expect((await findProduct(temp.store, 'prod-candle'))?.variants[0]?.sku).toBe(bowlSku);
  });

  it('changes nothing when the content is refused (one SKU on two products)', async () => {
    temp = await tempStore();
    const content = shop();
    await seedCatalogue(temp.store, content);
    const before = await listProducts(temp.store);
    item(content, 'prod-bowl').title = 'Renamed';
    item(content, 'prod-bowl').structuredContent.variants[0]!.sku = item(content, 'prod-candle').structuredContent.variants[0]!.sku;
    await expect(replaceCatalogue(temp.store, content)).rejects.toThrow();
    expect(await listProducts(temp.store)).toEqual(before);
  });
});
