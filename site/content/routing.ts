/** Which collection, item, page or platform page a request URL shows. */
import { contentIndex } from './content-index.js';
import type { CollectionRecord, CollectionRoute, PageRoute, Route, SiteContent } from './types.js';
import { normalizePath } from './urls.js';
import { queryParams } from '../../domain/query-string.js';

/** Longest search query kept; the rest is dropped. */
export const MAX_QUERY_LENGTH = 200;

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function routeRequest(url: URL, content: SiteContent): Route {
  const notFound: Route = { kind: 'not-found', path: url.pathname };
  const path = normalizePath(url.pathname);
  if (path === undefined) return notFound;
  const query = queryParams(url.search);
  const platform = platformRoute(path, query);
  if (platform) return platform;
  const index = contentIndex(content);
  if (path === '/') {
    if (index.home === undefined) return notFound;
    const target: CollectionRoute | PageRoute = index.home.kind === 'collection'
      ? collectionRoute(index.home.collection, query)
      : index.home;
    return { kind: 'home', target };
  }
  const target = index.byPath.get(path);
  if (target === undefined) return notFound;
  return target.kind === 'collection' ? collectionRoute(target.collection, query) : target;
}

function platformRoute(path: string, query: URLSearchParams): Route | undefined {
  switch (path) {
    case '/search':
      return { kind: 'search', query: (query.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH) };
    case '/cart':
      return { kind: 'platform', name: 'cart' };
    case '/checkout':
      return { kind: 'platform', name: 'checkout' };
    case '/checkout/gift-card':
      return { kind: 'platform', name: 'gift-card' };
    case '/checkout/subscription':
      return { kind: 'platform', name: 'subscription' };
  }
  const confirmed = /^\/checkout\/order-confirmed\/([^/]+)$/.exec(path);
  if (confirmed?.[1] !== undefined && ORDER_ID.test(confirmed[1])) {
    return { kind: 'platform', name: 'order-confirmed', param: confirmed[1] };
  }
  return undefined;
}

/**
 * A list route. `offset` is a publish time in ms for blogs and events (the platform's paging),
 * the number of items skipped for other lists (list-paging.ts); 0 is the first page.
 */
function collectionRoute(collection: CollectionRecord, query: URLSearchParams): CollectionRoute {
  const route: CollectionRoute = { kind: 'collection', collection, offset: parseOffset(query.get('offset')) };
  const category = query.get('category');
  const tag = query.get('tag');
  if (category) route.category = category;
  if (tag) route.tag = tag;
  return route;
}

function parseOffset(text: string | null): number {
  if (text === null || !/^\d{1,15}$/.test(text)) return 0;
  return Number(text);
}
