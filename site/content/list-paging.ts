/**
 * Which items a list page shows and its `pagination`, the two ways lists page. Blogs and events
 * page as the platform does, by publish time: `?offset=<publishOn ms>` shows the items published
 * before that time, newest first; the "older" side (`nextPageOffset`) is the last shown item's
 * `publishOn`, the "newer" side (`prevPageOffset`) the `publishOn` of the item just before the
 * newer page (no offset when that page is the first). Other collections keep their owner's order
 * and `offset` counts the items skipped.
 */
import type { CollectionRecord, Item } from './types.js';
import type { JsonObject } from '../../domain/json-object.js';

export interface ListPage {
  items: Item[];
  pagination: JsonObject;
}

/** Whether a collection's lists page by publish time. */
export function pagesByTime(collection: CollectionRecord): boolean {
  const type = collection.collection.typeName;
  return type === 'blog' || type === 'events';
}

/** When an item was published (ms); an item without `publishOn` counts from `addedOn`, else as the oldest. */
export function publishTime(item: Item): number {
  const { publishOn, addedOn } = item;
  if (typeof publishOn === 'number' && Number.isFinite(publishOn)) return publishOn;
  if (typeof addedOn === 'number' && Number.isFinite(addedOn)) return addedOn;
  return 0;
}

/** The URL of a page of the list, keeping its filters; no offset for the first page. */
export function pageUrl(base: string, offset: number | undefined, category?: string, tag?: string): string {
  const query = new URLSearchParams();
  if (category !== undefined) query.set('category', category);
  if (tag !== undefined) query.set('tag', tag);
  if (offset !== undefined) query.set('offset', String(offset));
  const text = query.toString();
  return text === '' ? base : `${base}?${text}`;
}

export interface PageRequest {
  base: string;
  pageSize: number;
  /** The `?offset=` asked for; 0 for the first page. */
  offset: number;
  category?: string;
  tag?: string;
}

/** A page of `matching` by publish time (newest first). */
export function pageByTime(matching: readonly Item[], request: PageRequest): ListPage {
  const { base, pageSize, offset, category, tag } = request;
  const sorted = matching
    .map((item, at) => ({ item, at, time: publishTime(item) }))
    .sort((a, b) => b.time - a.time || a.at - b.at);
  const found = offset > 0 ? sorted.findIndex((entry) => entry.time < offset) : 0;
  const start = found < 0 ? sorted.length : found;
  const shown = sorted.slice(start, start + pageSize);
  const pagination: JsonObject = { pageSize, nextPage: start + pageSize < sorted.length, prevPage: start > 0 };
  const last = shown[shown.length - 1];
  if (pagination['nextPage'] && last !== undefined) {
    pagination['nextPageOffset'] = last.time;
    pagination['nextPageUrl'] = pageUrl(base, last.time, category, tag);
  }
  if (pagination['prevPage']) {
    const newerStart = Math.max(0, start - pageSize);
    const before = newerStart > 0 ? sorted[newerStart - 1]?.time : undefined;
    if (before !== undefined) pagination['prevPageOffset'] = before;
    pagination['prevPageUrl'] = pageUrl(base, before, category, tag);
  }
  return { items: shown.map((entry) => entry.item), pagination };
}

/** A page of `matching` in its stored order, `offset` items skipped. */
export function pageByPosition(matching: readonly Item[], request: PageRequest): ListPage {
  const { base, pageSize, offset, category, tag } = request;
  const total = matching.length;
  const pagination: JsonObject = { pageSize, nextPage: offset + pageSize < total, prevPage: offset > 0 };
  if (pagination['nextPage']) {
    pagination['nextPageOffset'] = offset + pageSize;
    pagination['nextPageUrl'] = pageUrl(base, offset + pageSize, category, tag);
  }
  if (pagination['prevPage']) {
    // A page past the end steps back to the last page that has items.
    const lastPage = total === 0 ? 0 : Math.floor((total - 1) / pageSize) * pageSize;
    const prev = Math.max(0, Math.min(offset - pageSize, lastPage));
    pagination['prevPageOffset'] = prev;
    pagination['prevPageUrl'] = pageUrl(base, prev > 0 ? prev : undefined, category, tag);
  }
  return { items: matching.slice(offset, offset + pageSize), pagination };
}
