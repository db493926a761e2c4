import * as crypto from 'node:crypto';
import { FLASH_COOKIE } from '../features/cart/add-error-flash.js';
import { ACCESS_COOKIE } from '../features/access/access-cookie.js';
import type { CookieReader } from '../edge/cookie-jar.js';
import { SESSION_COOKIE } from '../features/accounts/site-session.js';

/**
 * Site pages kept for the next visitor. A page (any kind: a list, an item, a page, the home
 * page) is the same for every visitor who is not signed in, but for the crumb in its forms and,
 * on a page without islands of its own, the cart pill (shown while the visitor's cart holds
 * something): the rendered page is kept per path, pill or not, and content key (which changes
 * with any stored content, product or stock, and with the site folder in development), cut where
 * the crumb goes, and served to the next visitor with theirs (serve-page.ts). Signed-in visitors
 * (tracking facts differ), visitors holding an access cookie (they may see protected pages the
 * kept page leaves out), a pending message (flash cookie), any query string (`?format=json`), a
 * page made for one visitor (`visitorOnly`: cart, checkout, order, lock pages) and the platform's
 * own pages always render afresh.
 *
 * Its ETag names the page's version and the visitor's crumb (the only thing in it that differs
 * between visitors); `Cache-Control: private, no-cache` keeps shared caches from handing one
 * visitor's crumb to another and has browsers ask again with `If-None-Match`.
 */
const VISITOR_PAGES = /^\/(cart|checkout|search)(\/|$)/;
const MARKER = '__storefront_crumb__';
const MAX_PAGES = 1000;
export const KEPT_CACHE_CONTROL = 'private, no-cache';

export interface KeptPage {
  readonly key: string;
  /** The HTML cut where the crumb goes. */
  readonly parts: readonly string[];
  /** Every header but the cookies, the length and the ETag. */
  readonly headers: readonly (readonly [string, string])[];
  /** Names this HTML (the ETag adds the crumb's). */
  readonly tag: string;
}

/** Kept pages by path and pill (`path`, or `path` + PILL / NO_PILL for a page whose pill follows the cart). */
const pages = new Map<string, KeptPage>();
/** For each kept path: whether its page has one form with the cart pill and one without. */
const byCart = new Map<string, boolean>();
const PILL = '\u0000pill';
const NO_PILL = '\u0000-';

// One call where node has `crypto.hash` (20.12 on): each new visitor's crumb is digested.
const sha1: (text: string) => string = typeof crypto.hash === 'function'
  ? (text) => crypto.hash('sha1', text, 'base64url')
  : (text) => crypto.createHash('sha1').update(text).digest('base64url');
const digest = (text: string, length: number): string => sha1(text).slice(0, length);

/** A request for a site page that may be served from (and fill) the cache. */
export function cacheableRequest(pathname: string, search: string, cookies: CookieReader): boolean {
  return search === '' && !VISITOR_PAGES.test(pathname) && !cookies.has(SESSION_COOKIE) && !cookies.has(ACCESS_COOKIE) && !cookies.has(FLASH_COOKIE);
}

/** Whether anything is kept for this path (whatever its key), and if so whether it depends on the visitor's cart. */
export function keptKind(path: string): 'plain' | 'by-cart' | undefined {
  const kind = byCart.get(path);
  return kind === undefined ? undefined : kind ? 'by-cart' : 'plain';
}

const slot = (path: string, pill: boolean | undefined): string => (pill === undefined ? path : `${path}${pill ? PILL : NO_PILL}`);

/** The page kept for this path (and pill, for a page whose pill follows the cart), if it was kept for this content key. */
export function keptPage(path: string, key: string, pill?: boolean): KeptPage | undefined {
  const kept = pages.get(slot(path, pill));
  return kept?.key === key ? kept : undefined;
}

export function keptHtml(kept: KeptPage, crumb: string): string {
  return kept.parts.join(crumb);
}

/** The headers of a kept page served with `crumb` (the visitor's cookies are added by the caller). */
export function keptHeaders(kept: KeptPage, crumb: string): [string, string][] {
  return [...kept.headers.map(([name, value]): [string, string] => [name, value]), ['etag', `"${kept.tag}-${digest(crumb, 12)}"`]];
}

/**
 * Keeps `html`, rendered with `crumb`, for `path` under content `key`; `pill` says, for a page
 * whose cart pill follows the visitor's cart, whether this one shows it (undefined otherwise).
 */
export function keepPage(path: string, key: string, pill: boolean | undefined, html: string, crumb: string, headers: readonly (readonly [string, string])[]): KeptPage {
  const parts = html.split(crumb);
  const kept: KeptPage = { key, parts, headers: [...headers, ['cache-control', KEPT_CACHE_CONTROL]], tag: digest(`${key}\n${pill ?? ''}\n${parts.join(MARKER)}`, 16) };
  if (pages.size >= MAX_PAGES) {
    pages.clear();
    byCart.clear();
  }
  if (byCart.get(path) !== (pill !== undefined)) for (const name of [path, slot(path, true), slot(path, false)]) pages.delete(name);
  byCart.set(path, pill !== undefined);
  pages.set(slot(path, pill), kept);
  return kept;
}
