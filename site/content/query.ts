/** `<squarespace:query>`: a few items of a collection, picked by category, tag or `starred`. */
import { contentIndex } from './content-index.js';
import { filteredItems } from './list-context.js';
import type { CollectionHeader, Item, SiteContent } from './types.js';

export const QUERY_LIMIT = { default: 10, max: 100 } as const;

/** The tag's attributes (strings as written in the template, or already parsed). */
export interface QueryOptions {
  /** The collection's urlId or id. */
  collection: string;
  limit?: number | string;
  category?: string;
  tag?: string;
  featured?: boolean | string;
}

export interface QueryResult {
  collection?: CollectionHeader;
  items: Item[];
}

/** An unknown collection gives no items (and no `collection`). */
export function runQuery(options: QueryOptions, content: SiteContent): QueryResult {
  const record = contentIndex(content).collections.get(options.collection);
  if (record === undefined) return { items: [] };
  const featured = options.featured === true || options.featured === 'true';
  const matching = filteredItems(record.items, options.category || undefined, options.tag || undefined)
    .filter((item) => !featured || item.starred === true);
  return { collection: record.collection, items: matching.slice(0, queryLimit(options.limit)) };
}

function queryLimit(limit: number | string | undefined): number {
  const value = typeof limit === 'string' && /^\s*\d+\s*$/.test(limit) ? Number(limit) : limit;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return QUERY_LIMIT.default;
  return Math.min(value, QUERY_LIMIT.max);
}
