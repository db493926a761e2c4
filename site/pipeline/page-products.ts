/**
 * The products a page shows (its item, its items, the items of its queries), as the commerce
 * island needs them, keyed by item id: the island finds each buy box by `data-item-id`.
 */
import type { ProductData } from '../../domain/commerce/product-data.js';
import type { ProductRecord } from '../db/index.js';
import { productData } from '../features/products/product-islands.js';
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

/** The merchant's `scarcityShownByDefault` for a product (its merchandising context). */
function scarcityShownByDefault(merchandising: JsonObject, id: string): boolean {
  const context = Object.hasOwn(merchandising, id) ? merchandising[id] : undefined;
  return isJsonObject(context) && context['scarcityShownByDefault'] === true;
}

export function pageProducts(context: JsonObject, platform: JsonObject, catalogue: readonly ProductRecord[]): Record<string, ProductData> {
  const ids = itemIds(context, platform);
  const products: Record<string, ProductData> = {};
  const merchandising = isJsonObject(context['productMerchandisingContext']) ? context['productMerchandisingContext'] : {};
  for (const record of catalogue) {
    if (!ids.has(record.id)) continue;
    const data = productData(record);
    products[record.id] = scarcityShownByDefault(merchandising, record.id) ? { ...data, scarcityShownByDefault: true } : data;
  }
  return products;
}
