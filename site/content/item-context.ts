/** The context of an item's own page, with its neighbours in the collection. */
import { relatedProducts } from './related-products.js';
import { siteContext, PAGE_TYPES } from './site-context.js';
import type { Item, ItemRoute, SiteContent } from './types.js';
import type { JsonObject } from '../../domain/json-object.js';

const link = (item: Item | undefined): JsonObject | undefined =>
  item === undefined ? undefined : { id: item.id, title: item.title, fullUrl: item.fullUrl };

export function itemContext(route: ItemRoute, content: SiteContent): JsonObject {
  const { collection, item } = route;
  const at = collection.items.indexOf(item);
  const pagination: JsonObject = {};
  const prev = link(at > 0 ? collection.items[at - 1] : undefined);
  const next = link(at >= 0 ? collection.items[at + 1] : undefined);
  if (prev) pagination['prevItem'] = prev;
  if (next) pagination['nextItem'] = next;
  const context: JsonObject = {
    ...siteContext(content),
    pageType: PAGE_TYPES.item,
    collection: collection.collection,
    item,
    pagination,
  };
  if (collection.collection.typeName === 'products') {
    context['productMerchandisingContext'] = collection.productMerchandisingContext ?? {};
    const related = relatedProducts(item, content);
    if (related.length > 0) context['relatedProducts'] = related;
  }
  return context;
}
