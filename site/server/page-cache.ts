import * as crypto from 'node:crypto';
import { FLASH_COOKIE } from '../features/cart/add-error-flash.js';
import { ACCESS_COOKIE } from '../features/access/access-cookie.js';
import type { CookieJar } from '../edge/cookie-jar.js';
import { withCharset } from './security-headers.js';
import { SESSION_COOKIE } from '../features/accounts/site-session.js';

/**
 * A site page is the same for every visitor who is not signed in, but for the crumb in its
 * add-to-cart form: the rendered page is kept per path and content key (which changes with any
 * stored content, product or stock, and with the site folder in development), cut where the crumb
 * goes, and served to the next visitor with theirs. Signed-in visitors (tracking facts differ),
 * visitors holding an access cookie (they may see protected pages and collections the kept page
 * leaves out; a page rendered for them is never kept: access-gate.ts), a pending add-to-cart
 * error, any query string (`?format=json`) and the platform's own pages (cart, checkout, search:
 * made for one visitor) always render afresh.
 *
 * A kept page is served by the Astro middleware (page-cookies.ts) and, before Astro, by the HTTP
 * server's fast path (fast-page.ts): both answer with `keptResponse`, so with the same headers. Its
 * ETag names the page's version and the visitor's crumb (the only thing in it that differs between
 * visitors); `Cache-Control: private, no-cache` keeps shared caches from handing one visitor's crumb
 * to another and has browsers ask again with `If-None-Match`.
 */
/** The route every site page is served by. */
export const PAGE_ROUTE = '/[...path]';
const VISITOR_PAGES = /^\/(cart|checkout|search)(\/|$)/;
const MARKER = '__storefront_crumb__';
/** Set by the page when its HTML is the same for every visitor (its islands do not depend on the visitor's cart). */
export const CACHEABLE_HEADER = 'x-sf-cacheable';
const MAX_PAGES = 1000;
const CACHE_CONTROL = 'private, no-cache';
/** Headers a kept page is not served with: the visitor's, and Astro's own (which it takes off the pages it sends). */
const NOT_KEPT = /^(set-cookie|content-length|etag|x-astro-.*)$/i;

export interface KeptPage {
  readonly key: string;
  /** The HTML cut where the crumb goes. */
  readonly parts: readonly string[];
  /** Every header but the cookies, the length and the ETag. */
  readonly headers: readonly (readonly [string, string])[];
  /** Names this HTML (the ETag adds the crumb's). */
  readonly tag: string;
}

const pages = new Map<string, KeptPage>();

// One call where node has `crypto.hash` (20.12 on): the fast path digests each new visitor's crumb.
const sha1: (text: string) => string = typeof crypto.hash === 'function'
  ? (text) => crypto.hash('sha1', text, 'base64url')
  : (text) => crypto.createHash('sha1').update(text).digest('base64url');
const digest = (text: string, length: number): string => sha1(text).slice(0, length);

/** A request for a site page that may be served from the cache (any route but the pages' is ruled out by the caller). */
export function cacheableRequest(pathname: string, search: string, cookies: CookieJar): boolean {
  return search === '' && !VISITOR_PAGES.test(pathname) && !cookies.has(SESSION_COOKIE) && !cookies.has(ACCESS_COOKIE) && !cookies.has(FLASH_COOKIE);
}

export function cacheable(url: URL, routePattern: string, cookies: CookieJar): boolean {
  return routePattern === PAGE_ROUTE && cacheableRequest(url.pathname, url.search, cookies);
}

/** The page kept for this path, if it was kept for this content key. */
export function keptPage(path: string, key: string): KeptPage | undefined {
  const kept = pages.get(path);
  return kept?.key === key ? kept : undefined;
}

/** Whether anything is kept for this path (whatever its key): the fast path asks before reading the content key. */
export function hasKeptPage(path: string): boolean {
  return pages.has(path);
}

export function keptHtml(kept: KeptPage, crumb: string): string {
  return kept.parts.join(crumb);
}

/** The headers of a kept page served with `crumb` (the visitor's cookies are added by the caller). */
export function keptHeaders(kept: KeptPage, crumb: string): [string, string][] {
  return [...kept.headers.map(([name, value]): [string, string] => [name, value]), ['etag', `"${kept.tag}-${digest(crumb, 12)}"`]];
}

function keptResponse(kept: KeptPage, crumb: string): Response {
  return new Response(keptHtml(kept, crumb), { status: 200, headers: keptHeaders(kept, crumb) });
}

/**
 * The kept page for this path with `crumb` in it, or the freshly rendered one (kept for next time).
 * `key` changes with anything the page shows (the stored content and stock, the site folder).
 */
export async function cachedPage(path: string, crumb: string, key: string, render: () => Promise<Response>): Promise<Response> {
  const kept = keptPage(path, key);
  if (kept) return keptResponse(kept, crumb);
  const response = await render();
  const keep = response.headers.get(CACHEABLE_HEADER) === '1';
  response.headers.delete(CACHEABLE_HEADER);
  if (!keep || response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const html = await response.text();
  // The charset edge.ts adds to the rendered answer is written in: the fast path answers before it.
  const headers = [...response.headers].filter(([name]) => !NOT_KEPT.test(name)).map(([name, value]): [string, string] => [name, name === 'content-type' ? withCharset(value) : value]);
  if (!response.headers.has('cache-control')) headers.push(['cache-control', CACHE_CONTROL]);
  // The page's Content-Security-Policy (page-policy.ts) is one of its headers, kept with it: made
  // from the page's templates and settings, it is the same for every visitor.
  if (!response.headers.has('content-security-policy')) return new Response(html, response);
  const parts = html.split(crumb);
  const fresh: KeptPage = { key, parts, headers, tag: digest(`${key}\n${parts.join(MARKER)}`, 16) };
  if (pages.size >= MAX_PAGES) pages.clear();
  pages.set(path, fresh);
  const served = keptResponse(fresh, crumb);
  for (const line of response.headers.getSetCookie()) served.headers.append('set-cookie', line);
  return served;
}
