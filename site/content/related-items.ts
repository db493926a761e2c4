/**
 * `<squarespace:related>`: the items of the item's own collection that share a category with it,
 * then those sharing a tag, each in the collection's order, up to `limit`.
 */
import type { CollectionRecord, Item } from './types.js';

export const RELATED_LIMIT = { default: 3, max: 100 } as const;

export function relatedItems(item: Item, record: CollectionRecord, limit: number = RELATED_LIMIT.default): Item[] {
  const bound = Math.min(Math.max(1, limit), RELATED_LIMIT.max);
  const categories = new Set(item.categories ?? []);
  const tags = new Set(item.tags ?? []);
  const others = record.items.filter((other) => other.id !== item.id);
  const byCategory = others.filter((other) => (other.categories ?? []).some((c) => categories.has(c)));
  const byTag = others.filter((other) => !byCategory.includes(other) && (other.tags ?? []).some((t) => tags.has(t)));
  return [...byCategory, ...byTag].slice(0, bound);
}
