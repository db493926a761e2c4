/** The context of a collection's list view: one page of its items, filtered by category or tag. */
import { effectiveGallerySettings } from '../../domain/gallery/effective.js';
import { siteContext, PAGE_TYPES } from './site-context.js';
import type { CollectionRecord, CollectionRoute, Item, JsonObject, SiteContent } from './types.js';

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
  const pageSize = pageSizeOf(collection);
  const matching = filteredItems(collection.items, category, tag);
  const offset = route.offset;
  const context: JsonObject = {
    ...siteContext(content),
    pageType: PAGE_TYPES.list,
    collection: collection.collection.typeName === 'gallery'
      ? { ...collection.collection, options: effectiveGallerySettings(collection.collection['options']) }
      : collection.collection,
    items: matching.slice(offset, offset + pageSize),
    pagination: pagination(collection.collection.fullUrl, matching.length, offset, pageSize, category, tag),
  };
  if (category !== undefined) context['categoryFilter'] = category;
  if (tag !== undefined) context['tagFilter'] = tag;
  if (collection.collection.typeName === 'products') {
    context['productMerchandisingContext'] = collection.productMerchandisingContext ?? {};
  }
  return context;
}

/** `nextPage` / `prevPage` always; the offset and URL of a side only when there is a page there. */
function pagination(base: string, total: number, offset: number, pageSize: number, category?: string, tag?: string): JsonObject {
  const url = (at: number): string => {
    const query = new URLSearchParams();
    if (category !== undefined) query.set('category', category);
    if (tag !== undefined) query.set('tag', tag);
    if (at > 0) query.set('offset', String(at));
    const text = query.toString();
    return text === '' ? base : `${base}?${text}`;
  };
  const result: JsonObject = { pageSize, nextPage: offset + pageSize < total, prevPage: offset > 0 };
  if (result['nextPage']) {
    result['nextPageOffset'] = offset + pageSize;
    result['nextPageUrl'] = url(offset + pageSize);
  }
  if (result['prevPage']) {
    // A page past the end steps back to the last page that has items.
    const prev = Math.max(0, Math.min(offset - pageSize, lastPageOffset(total, pageSize)));
    result['prevPageOffset'] = prev;
    result['prevPageUrl'] = url(prev);
  }
  return result;
}

const lastPageOffset = (total: number, pageSize: number): number =>
  total === 0 ? 0 : Math.floor((total - 1) / pageSize) * pageSize;
