/**
 * The products a page shows (its item, its items, the items of its queries), as the commerce
 * island needs them, keyed by item id: the island finds each buy box by `data-item-id`.
 */
import type { ProductData } from '../../domain/commerce/product-data.js';
import type { ProductRecord } from '../db/index.js';
import { productData } from '../lib/product-islands.js';
import { isJsonObject, type JsonObject } from '../../domain/json-object.js';

function itemIds(context: JsonObject, platform: JsonObject): Set<string> {
  const ids = new Set<string>();
  const add = (item: unknown): void => {
    if (isJsonObject(item) && typeof item['id'] === 'string') ids.add(item['id']);
  };
  add(context['item']);
  if (Array.isArray(context['items'])) context['items'].forEach(add);
  const queries = isJsonObject(platform['query']) ? platform['query'] : {};
  for (const result of Object.values(queries)) if (isJsonObject(result) && Array.isArray(result['items'])) result['items'].forEach(add);
  return ids;
}

export function pageProducts(context: JsonObject, platform: JsonObject, catalogue: readonly ProductRecord[]): Record<string, ProductData> {
  const ids = itemIds(context, platform);
  const products: Record<string, ProductData> = {};
  for (const record of catalogue) if (ids.has(record.id)) products[record.id] = productData(record);
  return products;
}
