import { FLASH_COOKIE } from '../lib/add-error-flash.js';
import { contentKey } from '../lib/site-content.js';
import { SESSION_COOKIE } from './site-session.js';
import type { AstroCookies } from 'astro';

/**
 * Product pages are the same for every visitor who is not signed in, but for the crumb in their
 * add-to-cart form: the rendered page is kept per product and content key (which changes with
 * any stored content, product or stock), with the crumb replaced by a marker, and served to the
 * next visitor with theirs. Signed-in visitors (tracking facts differ), a pending add-to-cart
 * error and any query string (`?format=json`) always render afresh.
 */
const PRODUCT_PATH = /^\/shop\/p\/[^/]+\/?$/;
const MARKER = '__storefront_crumb__';
const MAX_PAGES = 1000;

interface Kept {
  key: string;
  html: string;
  headers: [string, string][];
}

const pages = new Map<string, Kept>();

export function cacheable(url: URL, method: string, cookies: AstroCookies): boolean {
  return method === 'GET' && url.search === '' && PRODUCT_PATH.test(url.pathname) && !cookies.has(SESSION_COOKIE) && !cookies.has(FLASH_COOKIE);
}

/** The kept page for this path with `crumb` in it, or the freshly rendered one (kept for next time). */
export async function cachedPage(path: string, crumb: string, render: () => Promise<Response>): Promise<Response> {
  const key = await contentKey();
  const kept = pages.get(path);
  if (kept?.key === key) return new Response(kept.html.replaceAll(MARKER, crumb), { status: 200, headers: kept.headers });
  const response = await render();
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const html = await response.text();
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie' && name.toLowerCase() !== 'content-length');
  if (pages.size >= MAX_PAGES) pages.clear();
  pages.set(path, { key, html: html.replaceAll(crumb, MARKER), headers });
  return new Response(html, { status: response.status, headers: response.headers });
}
