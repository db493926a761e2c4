/**
 * Site search: items of every collection and pages whose text holds the query (any case), or
 * every word of it in another form (plurals and stems: `aprons` finds the apron; domain/content/english-stem.ts).
 */
import { pageCollection } from './page-context.js';
import { siteContext, PAGE_TYPES } from './site-context.js';
import { MAX_QUERY_LENGTH } from './routing.js';
import { htmlText } from './text.js';
import type { CollectionRecord, Item, PageRecord, SiteContent } from './types.js';
import type { JsonObject } from '../../domain/json-object.js';
import { matchesStems, stems } from '../../domain/content/english-stem.js';

export const MAX_SEARCH_RESULTS = 50;

/** `{ query, items, total }`: at most 50 results, `total` counts them all; an empty query finds nothing. */
export function search(query: string, content: SiteContent): { query: string; items: JsonObject[]; total: number } {
  const kept = query.trim().slice(0, MAX_QUERY_LENGTH);
  const needle = kept.toLowerCase();
  const items: JsonObject[] = [];
  let total = 0;
  if (needle === '') return { query: kept, items, total };
  const matches = (text: string): boolean => text.toLowerCase().includes(needle) || matchesStems(kept, stems(text));
  const found = (result: JsonObject): void => {
    total += 1;
    if (items.length < MAX_SEARCH_RESULTS) items.push(result);
  };
  for (const collection of content.collections) {
    for (const item of collection.items) {
      if (matches(itemText(item))) found(itemResult(item, collection));
    }
  }
  for (const page of content.pages) {
    if (matches(pageText(page))) found(pageResult(page));
  }
  return { query: kept, items, total };
}

export function searchContext(query: string, content: SiteContent): JsonObject {
  return { ...siteContext(content), pageType: PAGE_TYPES.search, search: search(query, content) };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? htmlText(value) : '');

function itemText(item: Item): string {
  return [item.title, textOf(item['excerpt']), textOf(item['body'])].join('\n');
}

function pageText(page: PageRecord): string {
  return [page.page.title, textOf(page.page['description']), ...Object.values(page.blockFields).map(textOf)].join('\n');
}

/** A result: what a results list shows, and where it comes from. */
function itemResult(item: Item, collection: CollectionRecord): JsonObject {
  const result: JsonObject = {
    id: item.id,
    title: item.title,
    fullUrl: item.fullUrl,
    excerpt: textOf(item['excerpt']) || snippet(textOf(item['body'])),
    collection: pick(collection.collection),
  };
  if (typeof item['assetUrl'] === 'string') result['assetUrl'] = item['assetUrl'];
  return result;
}

function pageResult(page: PageRecord): JsonObject {
  const body = Object.values(page.blockFields).map(textOf).join(' ');
  return {
    id: page.page.id,
    title: page.page.title,
    fullUrl: page.page.fullUrl,
    excerpt: textOf(page.page['description']) || snippet(body),
    collection: pick(pageCollection(page)),
  };
}

const pick = (header: JsonObject): JsonObject =>
  ({ id: header['id'], title: header['title'], fullUrl: header['fullUrl'], typeName: header['typeName'] });

function snippet(text: string): string {
  if (text.length <= 200) return text;
  const cut = text.slice(0, 200);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}
