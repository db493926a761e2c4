/** The context of a collection's list view: one page of its items, filtered by category or tag. */
import { galleryDisplay } from '../../domain/gallery/display.js';
import { effectiveGallerySettings } from '../../domain/gallery/effective.js';
import { pageByPosition, pageByTime, pagesByTime } from './list-paging.js';
import { siteContext, PAGE_TYPES } from './site-context.js';
import type { CollectionRecord, CollectionRoute, Item, SiteContent } from './types.js';
import type { JsonObject } from '../../domain/json-object.js';
import { withIndexCollections } from './index-collections.js';

export const DEFAULT_PAGE_SIZE = { blog: 20, other: 100 } as const;

export function pageSizeOf(collection: CollectionRecord): number {
  const size = collection.collection.pageSize;
  if (typeof size === 'number' && Number.isInteger(size) && size > 0) return size;
  return collection.collection.typeName === 'blog' ? DEFAULT_PAGE_SIZE.blog : DEFAULT_PAGE_SIZE.other;
}

/** The items of a collection with the category and the tag, when given. */
export function filteredItems(items: readonly Item[], category?: string, tag?: string): Item[] {
  return items.filter((item) =>
    (category === undefined || (item.categories ?? []).includes(category)) &&
    (tag === undefined || (item.tags ?? []).includes(tag)));
}

export function listContext(route: CollectionRoute, content: SiteContent): JsonObject {
  const { collection, category, tag } = route;
  const matching = filteredItems(collection.items, category, tag);
  const request = { base: collection.collection.fullUrl, pageSize: pageSizeOf(collection), offset: route.offset, category, tag };
  const page = pagesByTime(collection) ? pageByTime(matching, request) : pageByPosition(matching, request);
  const context: JsonObject = {
    ...siteContext(content),
    pageType: PAGE_TYPES.list,
    collection: collection.collection.typeName === 'gallery'
      ? galleryCollection(collection.collection)
      : withIndexCollections(collection, content),
    items: page.items,
    pagination: page.pagination,
  };
  if (category !== undefined) context['categoryFilter'] = category;
  if (tag !== undefined) context['tagFilter'] = tag;
  if (collection.collection.typeName === 'products') {
    context['productMerchandisingContext'] = collection.productMerchandisingContext ?? {};
  }
  return context;
}

/**
 * A gallery's collection with the settings it renders with, its captions' parts and how it is
 * drawn (domain/gallery/display.ts: the page builder's gallery block follows the same rules).
 */
function galleryCollection(collection: JsonObject): JsonObject {
  const options = effectiveGallerySettings(collection['options']);
  const { caption, overlay, newTab } = galleryDisplay(options);
  return { ...collection, options, galleryCaption: { ...caption }, galleryOverlay: overlay, galleryNewTab: newTab };
}
