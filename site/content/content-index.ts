/**
 * Lookups over a SiteContent by path and by key. Maps only, so a path such as `/__proto__` or
 * `/constructor` is simply unknown. Built once per content object (the model is read-only;
 * whoever changes content builds a new SiteContent).
 */
import type { CollectionRecord, Item, NavLink, PageRecord, SiteContent } from './types.js';
import { internalPath } from './urls.js';

export type PathTarget =
  | { kind: 'collection'; collection: CollectionRecord }
  | { kind: 'item'; collection: CollectionRecord; item: Item }
  | { kind: 'page'; page: PageRecord };

export type HomeTarget = { kind: 'collection'; collection: CollectionRecord } | { kind: 'page'; page: PageRecord };

export interface ContentIndex {
  /** Collections, items and pages by their fullUrl. */
  byPath: ReadonlyMap<string, PathTarget>;
  /** Collections by urlId and by id. */
  collections: ReadonlyMap<string, CollectionRecord>;
  home?: HomeTarget;
}

const cache = new WeakMap<SiteContent, ContentIndex>();

export function contentIndex(content: SiteContent): ContentIndex {
  let index = cache.get(content);
  if (index === undefined) {
    index = buildIndex(content);
    cache.set(content, index);
  }
  return index;
}

function buildIndex(content: SiteContent): ContentIndex {
  const byPath = new Map<string, PathTarget>();
  const collections = new Map<string, CollectionRecord>();
  for (const collection of content.collections) {
    byPath.set(collection.collection.fullUrl, { kind: 'collection', collection });
    for (const item of collection.items) byPath.set(item.fullUrl, { kind: 'item', collection, item });
    collections.set(collection.collection.id, collection);
  }
  // urlIds win over ids when one collection's id is another's urlId.
  for (const collection of content.collections) collections.set(collection.collection.urlId, collection);
  for (const page of content.pages) byPath.set(page.page.fullUrl, { kind: 'page', page });
  const home = homeTarget(content, byPath);
  return home === undefined ? { byPath, collections } : { byPath, collections, home };
}

/** The `homepage: true` collection or page, else the first navigation's first internal link to one. */
function homeTarget(content: SiteContent, byPath: ReadonlyMap<string, PathTarget>): HomeTarget | undefined {
  const collection = content.collections.find((c) => c.collection.homepage === true);
  if (collection) return { kind: 'collection', collection };
  const page = content.pages.find((p) => p.page.homepage === true);
  if (page) return { kind: 'page', page };
  const first = Object.values(content.navigation)[0];
  return first === undefined ? undefined : firstLinked(first, byPath);
}

function firstLinked(links: readonly NavLink[], byPath: ReadonlyMap<string, PathTarget>): HomeTarget | undefined {
  for (const link of links) {
    const path = internalPath(link.url);
    const target = path === undefined ? undefined : byPath.get(path);
    if (target?.kind === 'collection' || target?.kind === 'page') return target;
    const inFolder = link.items ? firstLinked(link.items, byPath) : undefined;
    if (inFolder) return inFolder;
  }
  return undefined;
}
