/**
 * The site's content as pages read it: from the database (`site_content` and the catalogue),
 * seeded on first start from the demo's files (demo-store-data.ts, demo-site.ts). Parsed parts
 * are kept until a part is written again; product stock is read on every request.
 */
import { listProducts, readSiteContent, siteContentVersion, type Store } from '../db/index.js';
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

/** Every part of the store's content, with the shop's items and their live stock. */
export async function loadSiteContent(): Promise<DemoStore> {
  const store = await siteStore();
  const [content, products] = await Promise.all([parts(store), listProducts(store)]);
  const shop = { ...(content['shop'] as ShopContent), items: itemsWithLiveStock(products) };
  return { ...content, shop } as unknown as DemoStore;
}

/** The home page's content. */
export async function loadHomeContent(): Promise<DemoContent> {
  const content = await parts(await siteStore());
  return structuredClone(content['home']) as DemoContent;
}
