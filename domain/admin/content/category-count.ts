/** The distinct categories of a collection's items, counted as the limit counts them (letter case ignored). */
import { isJsonObject } from '../../json-object.js';
import { CATEGORIES_PER_COLLECTION_MAX } from './limits.js';

export function distinctCategories(items: readonly unknown[]): number {
  const seen = new Set<string>();
  for (const item of items) {
    const categories = isJsonObject(item) ? item['categories'] : undefined;
    if (!Array.isArray(categories)) continue;
    for (const name of categories) if (typeof name === 'string') seen.add(name.trim().toLowerCase());
  }
  return seen.size;
}

/** Whether saving `after` would take the collection past the limit (a save that adds none is never refused). */
export function tooManyCategories(before: readonly unknown[], after: readonly unknown[]): boolean {
  const count = distinctCategories(after);
  return count > CATEGORIES_PER_COLLECTION_MAX && count > distinctCategories(before);
}
