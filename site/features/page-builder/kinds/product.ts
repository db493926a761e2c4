/**
 * Product block: one product with its buy box, as the product page shows it (the library's
 * fragments: variants, quantity, scarcity, add to cart) so the page's commerce island takes it
 * over, with the product's data in `islands.commerce.products` (domain/commerce/product-data.ts)
 * made from the snapshot's item (its variants carry the live stock: content-service.ts).
 */
import { MESSAGES } from '../../../../domain/admin/content/limits.js';
import { z } from 'zod';
import type { ProductData, ProductOption, VariantData } from '../../../../domain/commerce/product-data.js';
import { isJsonObject, type JsonObject } from '../../../../domain/json-object.js';
import type { Item, SiteContent } from '../../../content/types.js';
import { productStart } from '../../../../domain/layout/block-defaults.js';
import { formFields } from '../../products/product-form.js';
import type { LiveBlockDefinition } from './live-block.js';
import { flag, reference } from './settings-fields.js';

export const productSchema = z
  .object({
    productId: reference('Choose a product.'),
    showImage: flag('Show image'),
    showExcerpt: flag('Show description'),
  })
  .strict();
export type ProductBlockSettings = z.output<typeof productSchema>;

/** The product of that id (or urlId) among the snapshot's products collections. */
export function productItem(content: SiteContent, idOrSlug: string): Item | undefined {
  for (const record of content.collections) {
    if (record.collection.typeName !== 'products') continue;
    const found = record.items.find((item) => item.id === idOrSlug || item.urlId === idOrSlug);
    if (found) return found;
  }
  return undefined;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** What the commerce island needs of a product, read from its content item (as site/features/products/product-islands.ts reads it from the catalogue). */
export function productDataOfItem(item: Item): ProductData {
  const structured = isJsonObject(item['structuredContent']) ? item['structuredContent'] : {};
  const field = (name: string): unknown => structured[name] ?? item[name];
  const variants: VariantData[] = (Array.isArray(structured['variants']) ? structured['variants'] : []).filter(isJsonObject).map((v) => {
    const attributes: Record<string, string> = {};
    if (isJsonObject(v['attributes'])) for (const [name, value] of Object.entries(v['attributes'])) if (typeof value === 'string') attributes[name] = value;
    const image = isJsonObject(v['mainImage']) ? str(v['mainImage']['assetUrl']) : undefined;
    return {
      id: str(v['id']) ?? '',
      sku: str(v['sku']) ?? '',
      attributes,
      unlimited: v['unlimited'] === true,
      qtyInStock: typeof v['qtyInStock'] === 'number' ? v['qtyInStock'] : 0,
      ...(image ? { imageUrl: image } : {}),
    };
  });
  const ordering = structured['variantOptionOrdering'];
  const options: ProductOption[] = variants.length <= 1 || !Array.isArray(ordering)
    ? []
    : ordering.map(String).map((name) => ({ name, values: [...new Set(variants.map((v) => v.attributes[name]).filter((x): x is string => x !== undefined))] }));
  const fields = formFields(item);
  const form = isJsonObject(structured['additionalFieldsForm']) ? structured['additionalFieldsForm'] : undefined;
  return {
    itemId: item.id,
    title: item.title,
    productType: typeof field('productType') === 'number' ? (field('productType') as number) : 1,
    subscription: field('isSubscribable') === true,
    express: structured['expressCheckout'] === true,
    options,
    variants,
    ...(fields && form ? { form: { id: String(form['id'] ?? ''), name: String(form['name'] ?? ''), fields } } : {}),
  };
}

export const productBlock: LiveBlockDefinition<ProductBlockSettings> = {
  kind: 'product',
  settings: productSchema as z.ZodType<ProductBlockSettings>,
  defaults: productStart,
  check(settings, env) {
    return productItem(env.content, settings.productId) ? [] : [{ path: 'productId', message: MESSAGES.option(settings.productId) }];
  },
  data(settings, env) {
    const item = productItem(env.content, settings.productId);
    return { item: item ?? null, showImage: settings.showImage, showExcerpt: settings.showExcerpt } as JsonObject;
  },
  islands(settings, env) {
    const item = productItem(env.content, settings.productId);
    return item ? { commerce: { products: { [item.id]: productDataOfItem(item) } }, cartPill: true } : undefined;
  },
};
