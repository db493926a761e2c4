/**
 * What the commerce island needs about each product a page shows (domain/commerce/product-data.ts),
 * read from the catalogue (live stock), and what the buy box's no-JavaScript form carries.
 */
import type { ProductRecord } from '../../db/index.js';
import { formFields } from './product-form.js';
import { siteContent } from '../../server/store.js';
import type { ProductData, ProductOption } from '../../../domain/commerce/product-data.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';

/** The render context's keys only this visitor's page carries (demoPage's `visitor`). */
export interface BuyBoxVisitor {
  [key: string]: unknown;
  /** The crumb the no-script add form posts (site/pages/cart/add.ts). */
  crumb: string;
  /** A refusal of that form, shown in its no-script alert. */
  addError?: { title: string; message: string };
}

export async function findProductData(idOrSlug: string): Promise<{ data: ProductData; path: string } | undefined> {
  const product = (await siteContent()).products.find((p) => p.id === idOrSlug || p.urlId === idOrSlug);
  return product ? { data: productData(product), path: productPath(product) } : undefined;
}

function productPath(product: ProductRecord): string {
  const item = isJsonObject(product.content) ? product.content : {};
  return typeof item['fullUrl'] === 'string' && item['fullUrl'].startsWith('/') ? item['fullUrl'] : `/shop/p/${encodeURIComponent(product.urlId)}`;
}

export function productData(product: ProductRecord): ProductData {
  const item = isJsonObject(product.content) ? product.content : {};
  const content = isJsonObject(item['structuredContent']) ? item['structuredContent'] : {};
  const fields = formFields(product.content);
  const form = isJsonObject(content['additionalFieldsForm']) ? content['additionalFieldsForm'] : undefined;
  const images = new Map<string, string>();
  for (const v of Array.isArray(content['variants']) ? content['variants'] : []) {
    const url = isJsonObject(v) && isJsonObject(v['mainImage']) ? v['mainImage']['assetUrl'] : undefined;
    if (isJsonObject(v) && typeof v['id'] === 'string' && typeof url === 'string') images.set(v['id'], url);
  }
  return {
    itemId: product.id,
    title: product.title,
    productType: product.productType,
    subscription: product.isSubscribable,
    express: content['expressCheckout'] === true,
    options: options(content['variantOptionOrdering'], product),
    variants: product.variants.map((v) => ({
      id: v.id, sku: v.sku, attributes: v.attributes, unlimited: v.unlimited, qtyInStock: v.qtyInStock,
      ...(images.has(v.id) ? { imageUrl: images.get(v.id) } : {}),
    })),
    ...(fields && form ? { form: { id: String(form['id'] ?? ''), name: String(form['name'] ?? ''), fields } } : {}),
  };
}

/** The options to choose from, as the variants select fragment lists them (domain/commerce). */
function options(ordering: unknown, product: ProductRecord): ProductOption[] {
  if (product.variants.length <= 1 || !Array.isArray(ordering)) return [];
  return ordering.map(String).map((name) => ({
    name,
    values: [...new Set(product.variants.map((v) => v.attributes[name]).filter((x): x is string => x !== undefined))],
  }));
}
