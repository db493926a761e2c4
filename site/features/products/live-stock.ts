/**
 * The shop's items as pages show them: each product's content item, in the owner's order, with
 * every variant's stock (`qtyInStock`, `unlimited`) taken from the catalogue, so a variant that
 * sold out at checkout reads sold out on the next page view. Products hidden in the admin are left out.
 */
import type { ProductRecord } from '../../db/index.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import { isHiddenProduct } from '../../../domain/commerce/product-visibility.js';

type Item = JsonObject & { id: string; title: string; urlId?: string };


export function itemsWithLiveStock(products: readonly ProductRecord[]): Item[] {
  return products.filter((p) => isJsonObject(p.content) && !isHiddenProduct(p.content)).map((product) => {
    const item = structuredClone(product.content) as Item;
    const bySku = new Map(product.variants.map((v) => [v.sku, v]));
    const structured = isJsonObject(item['structuredContent']) ? item['structuredContent'] : undefined;
    const variants = structured?.['variants'];
    if (Array.isArray(variants)) {
      for (const variant of variants) {
        if (!isJsonObject(variant) || typeof variant['sku'] !== 'string') continue;
        const live = bySku.get(variant['sku']);
        if (!live) continue;
        variant['qtyInStock'] = live.qtyInStock;
        variant['unlimited'] = live.unlimited;
      }
    }
    return item;
  });
}
