import { CHECKOUT_FLASH_COOKIE } from '../features/checkout/checkout-flash.js';
import { FLASH_COOKIE } from '../features/cart/add-error-flash.js';
import { wantsJsonContext } from '../lib/page-response.js';
import type { ContentSnapshot } from '../pipeline/content-service.js';
import type { PageObject } from '../pipeline/page-object.js';
import { popupMarkup } from '../pipeline/popup-markup.js';
import { renderPage } from '../pipeline/render-page.js';
import { resolvePage } from '../pipeline/resolve-page.js';
import { ACCESS_FLASH_COOKIE } from '../features/access/access-flash.js';
import { RequestCookies } from '../edge/cookie-jar.js';
import { ensureCrumb } from '../edge/crumb.js';
import { pageContent } from './page-cookies.js';
import { pagePolicy } from './page-policy.js';
import { SESSION_COOKIE } from '../features/accounts/site-session.js';
import { ensureVisitorId, readVisitorId } from '../edge/visitor-cookie.js';

/**
 * A GET of a site page rendered by the HTTP server itself (site/http/), without Astro's router,
 * middleware and page renderer: the same cookies as `issuePageCookies` (page-cookies.ts), the
 * page resolved once (`resolvePage`), rendered with the engine (`renderPage`) and put together
 * as `site/pages/[...path].astro` does for a page without islands, with the page's own
 * Content-Security-Policy (edge.ts). A page with islands (React renders them) is handed to Astro
 * with what was resolved (`locals.page`): it is not resolved again.
 */
export type DirectPage =
  | { readonly kind: 'rendered'; readonly status: number; readonly headers: [string, string][]; readonly html: string }
  | {
      readonly kind: 'astro';
      readonly locals: { page: PageObject; snapshot: ContentSnapshot; pageKey: string; returningVisitor: boolean };
      /** The request's `Cookie` header with the cookies just issued: Astro finds them and issues none again. */
      readonly cookieHeader: string;
      /** The issued cookies, to send with Astro's answer. */
      readonly setCookies: string[];
    };

/** Cookies a page view reads once and deletes, and the session (signed-in pages): those requests stay with Astro. */
const ASTRO_COOKIES = [SESSION_COOKIE, FLASH_COOKIE, ACCESS_FLASH_COOKIE, CHECKOUT_FLASH_COOKIE];
const DOCTYPE = /<!doctype html/i;

/** Whether the page mounts a React island (those are rendered by Astro). */
function hasIslands(page: PageObject): boolean {
  const { commerce, forms, installments, cartPage, cartPill, productReviews, reviewsRequest } = page.islands;
  return Boolean(commerce || forms || installments || cartPage || cartPill || productReviews || reviewsRequest);
}

/** The headers `[...path].astro` sets from the page. */
function pageHeaders(page: PageObject): [string, string][] {
  const headers: [string, string][] = [];
  if (page.visitorOnly) headers.push(['cache-control', 'no-store']);
  if (page.noindex) headers.push(['x-robots-tag', 'noindex']);
  return headers;
}

function rendered(page: PageObject, status: number, html: string, headers: [string, string][], cookies: RequestCookies): DirectPage {
  const all: [string, string][] = [['content-type', 'text/html; charset=utf-8'], ...headers, ['content-security-policy', pagePolicy(page)]];
  for (const line of cookies.setCookieLines()) all.push(['set-cookie', line]);
  return { kind: 'rendered', status, headers: all, html };
}

/**
 * The answer to a GET of `url` (a path of the site pages' route), or undefined when Astro must
 * answer it all (a signed-in visitor, a message left in a cookie, `?format=json`). `script` is the
 * element Astro writes for the page's script (site/http/page-script.ts).
 */
export async function directPage(url: URL, cookieHeader: string | undefined, https: boolean, script: string, requestId?: string): Promise<DirectPage | undefined> {
  if (wantsJsonContext(url)) return undefined;
  // Over https every cookie is Secure, as edge.ts makes them on Astro's path.
  const cookies = new RequestCookies(cookieHeader, { secure: https });
  if (ASTRO_COOKIES.some((name) => cookies.has(name))) return undefined;
  const returningVisitor = readVisitorId(cookies) !== undefined;
  const crumb = ensureCrumb(cookies);
  ensureVisitorId(cookies);
  const { snapshot, key } = await pageContent();
  const page = await resolvePage({ url, cookies, snapshot, returningVisitor });
  if (hasIslands(page)) {
    return { kind: 'astro', locals: { page, snapshot, pageKey: key, returningVisitor }, cookieHeader: cookies.requestHeader(), setCookies: cookies.setCookieLines() };
  }
  const done = renderPage(page, crumb, requestId);
  if (!done.ok) return rendered(page, 500, done.html, [['cache-control', 'no-store']], cookies);
  const popup = page.islands.popup ? popupMarkup(page.islands.popup) : '';
  const doctype = DOCTYPE.test(done.head) ? '' : '<!DOCTYPE html>';
  const html = `${doctype}${done.head}${popup}${done.tail}${script}`;
  return rendered(page, done.status, html, pageHeaders(page), cookies);
}
