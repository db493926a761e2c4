/**
 * `<squarespace:category>`: a collection's categories as links to its filtered list, with how
 * many items each holds and which one the page is filtered by.
 */
import type { CollectionRecord } from './types.js';

export interface CategoryLink {
  name: string;
  fullUrl: string;
  count: number;
  active: boolean;
}

export function categoryLinks(record: CollectionRecord, currentCategory: string | undefined): CategoryLink[] {
  const { collection, items } = record;
  return collection.categories.map((name) => ({
    name,
    fullUrl: `${collection.fullUrl}?category=${encodeURIComponent(name)}`,
    count: items.filter((item) => (item.categories ?? []).includes(name)).length,
    active: name === currentCategory,
  }));
}
