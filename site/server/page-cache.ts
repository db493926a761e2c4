import { FLASH_COOKIE } from '../lib/add-error-flash.js';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.js';
import { SESSION_COOKIE } from './site-session.js';
import type { AstroCookies } from 'astro';

/**
 * A site page is the same for every visitor who is not signed in, but for the crumb in its
 * add-to-cart form: the rendered page is kept per path and content key (which changes with any
 * stored content, product or stock, and with the site folder in development), with the crumb
 * replaced by a marker, and served to the next visitor with theirs. Signed-in visitors (tracking
 * facts differ), a pending add-to-cart error, any query string (`?format=json`) and the
 * platform's own pages (cart, checkout, search: made for one visitor) always render afresh.
 */
/** The route every site page is served by. */
export const PAGE_ROUTE = '/[...path]';
const VISITOR_PAGES = /^\/(cart|checkout|search)(\/|$)/;
const MARKER = '__storefront_crumb__';
/** Set by the page when its HTML is the same for every visitor (its islands do not depend on the visitor's cart). */
export const CACHEABLE_HEADER = 'x-sf-cacheable';
const MAX_PAGES = 1000;

interface Kept {
  key: string;
  html: string;
  headers: [string, string][];
}

const pages = new Map<string, Kept>();

export function cacheable(url: URL, routePattern: string, cookies: AstroCookies): boolean {
  return routePattern === PAGE_ROUTE && url.search === '' && !VISITOR_PAGES.test(url.pathname) && !cookies.has(SESSION_COOKIE) && !cookies.has(FLASH_COOKIE);
}

/**
 * The kept page for this path with `crumb` in it, or the freshly rendered one (kept for next time).
 * `key` changes with anything the page shows (the stored content and stock, the site folder).
 */
export async function cachedPage(path: string, crumb: string, key: string, render: () => Promise<Response>): Promise<Response> {
  const kept = pages.get(path);
  if (kept?.key === key) return new Response(kept.html.replaceAll(MARKER, crumb), { status: 200, headers: kept.headers });
  const response = await render();
  const keep = response.headers.get(CACHEABLE_HEADER) === '1';
  response.headers.delete(CACHEABLE_HEADER);
  if (!keep || response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const html = await response.text();
  const template = html.replaceAll(crumb, MARKER);
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie' && name.toLowerCase() !== 'content-length');
  // The page's policy is kept with it, unless an inline script holds the crumb (each visitor's would differ).
  const hashes = inlineScriptHashes(html);
  if (hashes.join() === inlineScriptHashes(template).join()) headers.push(['content-security-policy', contentSecurityPolicy(hashes)]);
  if (pages.size >= MAX_PAGES) pages.clear();
  pages.set(path, { key, html: template, headers });
  return new Response(html, { status: response.status, headers: response.headers });
}
