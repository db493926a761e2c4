/**
 * The site's content as pages read it: from the database (`site_content` and the catalogue),
 * seeded on first start from the demo's files (demo-store-data.ts, demo-site.ts). Every request
 * reads three small things (the content's version, the products' version, every variant's
 * stock); the parsed content and the shop's items are rebuilt only when one of them changed, so
 * a variant sold at checkout, or a part an owner wrote, shows on the next page view, in every
 * server process. The objects handed out are shared: read them, never change them.
 */
import { catalogueState, listProducts, readSiteContent, siteContentVersion, type ProductRecord, type Store } from '../db/index.js';
import { siteStore } from '../server/store.js';
import type { DemoContent } from './demo-site.js';
import type { DemoStore, ShopContent } from './demo-store.js';
import { itemsWithLiveStock } from './live-stock.js';

let cache: { version: string; parts: Record<string, unknown> } | undefined;

async function parts(store: Store): Promise<Record<string, unknown>> {
  const version = await siteContentVersion(store);
  if (cache?.version !== version) cache = { version, parts: await readSiteContent(store) };
  return cache.parts;
}

let assembled: { key: string; content: DemoStore; products: ProductRecord[] } | undefined;

async function current(): Promise<NonNullable<typeof assembled>> {
  const store = await siteStore();
  const [content, state] = await Promise.all([parts(store), catalogueState(store)]);
  const key = `${cache?.version ?? ''}|${state.productsVersion}|${state.stock.map((s) => `${s.variantId}:${s.qtyInStock}:${s.unlimited ? 1 : 0}`).join(',')}`;
  if (assembled?.key !== key) {
    const products = await listProducts(store);
    const shop = { ...(content['shop'] as ShopContent), items: itemsWithLiveStock(products) };
    assembled = { key, content: { ...content, shop } as unknown as DemoStore, products };
  }
  return assembled;
}

/** A key that changes whenever anything a page shows from the store changes. */
export async function contentKey(): Promise<string> {
  return (await current()).key;
}

/** Every part of the store's content, with the shop's items and their live stock. */
export async function loadSiteContent(): Promise<DemoStore> {
  return (await current()).content;
}

/** A product of the catalogue (live stock) by id or URL slug. */
export async function loadProduct(idOrUrlId: string): Promise<ProductRecord | undefined> {
  return (await current()).products.find((p) => p.id === idOrUrlId || p.urlId === idOrUrlId);
}

/** The home page's content. */
export async function loadHomeContent(): Promise<DemoContent> {
  const content = await parts(await siteStore());
  return structuredClone(content['home']) as DemoContent;
}
