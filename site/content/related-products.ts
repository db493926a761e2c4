/**
 * A product page's "You may also like": up to four other products a visitor may buy now (visible,
 * in stock or unlimited), first those the merchant picked for this product (`relatedProductIds`,
 * in their order), then products sharing one of its categories, then one of its tags, each in the
 * shop's order. Drawn from the content the visitor may see, so a locked collection's products
 * never appear unless the visitor opened it.
 */
import { isSoldOut } from '../../domain/commerce/product.js';
import { isHiddenProduct } from '../../domain/commerce/product-visibility.js';
import { RELATED_PRODUCTS_MAX, relatedIdsOf } from '../../domain/admin/store/related-products.js';
import type { Item, SiteContent } from './types.js';

function sharesAny(values: readonly string[] | undefined, wanted: ReadonlySet<string>): boolean {
  return wanted.size > 0 && (values ?? []).some((value) => wanted.has(value));
}

export function relatedProducts(item: Item, content: SiteContent): Item[] {
  const candidates = new Map<string, Item>();
  for (const record of content.collections) {
    if (record.collection.typeName !== 'products') continue;
    for (const other of record.items) {
      if (other.id === item.id || candidates.has(other.id) || isHiddenProduct(other) || isSoldOut(other)) continue;
      candidates.set(other.id, other);
    }
  }
  const chosen = new Map<string, Item>();
  const take = (other: Item | undefined): void => {
    if (other !== undefined && chosen.size < RELATED_PRODUCTS_MAX) chosen.set(other.id, other);
  };
  for (const id of relatedIdsOf(item)) take(candidates.get(id));
  const categories = new Set(item.categories ?? []);
  for (const other of candidates.values()) if (!chosen.has(other.id) && sharesAny(other.categories, categories)) take(other);
  const tags = new Set(item.tags ?? []);
  for (const other of candidates.values()) if (!chosen.has(other.id) && sharesAny(other.tags, tags)) take(other);
  return [...chosen.values()];
}
