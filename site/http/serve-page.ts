/**
 * The one door of every site page (a GET or HEAD of the route `/[...path]`): the HTTP server
 * (server.ts) hands the request here and sends the reply. In order:
 * 1. the visit: the crumb and visitor cookies issued when absent (over https, `Secure`);
 * 2. the page cache (page-cache.ts): a kept page for this path and content is answered at once
 *    with the visitor's crumb put in;
 * 3. resolve (site/pipeline/resolve-page.ts): cookies in (read only), the page and the one-time
 *    messages it showed out; those flash cookies are deleted here;
 * 4. `?format=json`: the context its template received;
 * 5. render (site/pipeline/render-page.ts), then the page put together: the head and tail of its
 *    layout, the React islands rendered on the server where `{squarespace-footers}` was
 *    (island-markup.ts), the newsletter popup, the site pages' script (page-script.ts); a page
 *    showing a slide (a cover page, the lock screen: site/pipeline/page-slide.ts) is that document alone;
 * 6. headers: `Content-Security-Policy` from what was written (page-policy.ts), `Cache-Control`
 *    (`no-store` for a visitor's page, `private, no-cache` for one the browser may restore, and
 *    for a kept page), `X-Robots-Tag: noindex` for lock pages;
 * 7. the page kept when it is the same for every visitor (page-cache.ts).
 * The security headers are on the answer already (guard.ts); compression and ETags are respond.ts's.
 */
import { wantsJsonContext } from '../lib/page-response.js';
import { RequestCookies } from '../edge/cookie-jar.js';
import { ensureCrumb } from '../edge/crumb.js';
import { ensureVisitorId, readVisitorId } from '../edge/visitor-cookie.js';
import type { PageObject } from '../pipeline/page-object.js';
import { popupMarkup } from '../pipeline/popup-markup.js';
import { renderPage } from '../pipeline/render-page.js';
import { resolvePage, visitorCartHasItems } from '../pipeline/resolve-page.js';
import { splicedGzip, spliceable, type SplicedParts } from './gzip-splice.js';
import type { IslandBuild } from './island-build.js';
import { writeIslands } from './island-markup.js';
import { cacheableRequest, keepPage, keptHeaders, keptKind, keptPage, type KeptPage } from './page-cache.js';
import { pageContent } from './page-content.js';
import { pageIslands } from './page-islands.js';
import { pagePolicy } from './page-policy.js';
import type { PageScript } from './page-script.js';
import type { Reply } from './respond.js';

/** What the build gives every site page: where the islands' client code is, and the page script. */
export interface PageBuild {
  /** Undefined in a build without React's client renderer: a page that needs an island then fails. */
  readonly islands: IslandBuild | undefined;
  readonly script: PageScript;
}

export interface PageAsk {
  readonly pathname: string;
  /** The query string with its `?`, or empty. */
  readonly search: string;
  readonly cookieHeader: string | undefined;
  /** Over https every cookie is `Secure`. */
  readonly https: boolean;
  readonly requestId: string;
}

/** Which part answered (the request's log line): the page cache or a render. */
export interface PageReply extends Reply {
  readonly via: 'kept' | 'page';
}

const DOCTYPE = /<!doctype html/i;
const HTML = 'text/html; charset=utf-8';

/** A kept page's parts as bytes and compressed, made once: each answer puts the visitor's crumb between them. */
const spliced = new WeakMap<KeptPage, SplicedParts>();

function joined(parts: readonly Buffer[], between: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(between);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

function keptReply(kept: KeptPage, crumb: string, cookies: RequestCookies, via: PageReply['via']): PageReply {
  let parts = spliced.get(kept);
  if (!parts) spliced.set(kept, (parts = spliceable(kept.parts)));
  const ready = parts;
  const headers = keptHeaders(kept, crumb);
  for (const line of cookies.setCookieLines()) headers.push(['set-cookie', line]);
  return {
    via,
    status: 200,
    headers,
    body: joined(ready.raw, Buffer.from(crumb)),
    // gzip first: it is made without compressing anything per request; brotli only for clients without gzip.
    offered: ['gzip', 'br'],
    coded: (coding) => (coding === 'gzip' ? splicedGzip(ready, crumb) : undefined),
  };
}

/** The page's own headers: a visitor's page is never stored by a shared cache (nor at all, unless the browser may restore it); a lock page is never indexed. */
function pageHeaders(page: PageObject): [string, string][] {
  const headers: [string, string][] = [];
  if (page.visitorOnly) headers.push(['cache-control', page.restorable ? 'private, no-cache' : 'no-store']);
  if (page.noindex) headers.push(['x-robots-tag', 'noindex']);
  return headers;
}

function reply(status: number, headers: [string, string][], body: string, cookies: RequestCookies): PageReply {
  for (const line of cookies.setCookieLines()) headers.push(['set-cookie', line]);
  return { via: 'page', status, headers, body: Buffer.from(body) };
}

/** The kept page this visitor is served, if there is one for the current content. */
async function keptFor(pathname: string, visitorId: string | undefined): Promise<KeptPage | undefined> {
  const kind = keptKind(pathname);
  if (kind === undefined) return undefined;
  const { key } = await pageContent();
  return kind === 'plain' ? keptPage(pathname, key) : keptPage(pathname, key, await visitorCartHasItems(visitorId));
}

/** The whole page: layout, islands, popup and the page script, with the scripts written into it. */
function assembled(page: PageObject, head: string, tail: string, build: PageBuild): { html: string; scripts: string[] } {
  const mounts = pageIslands(page.islands);
  if (mounts.length > 0 && build.islands === undefined) throw new Error('This build has no client code for islands (React renderer missing from the manifest)');
  const islands = build.islands ? writeIslands(build.islands, mounts) : { html: '', scripts: [] };
  const popup = page.islands.popup ? popupMarkup(page.islands.popup, page.islands.popupSlide) : '';
  const doctype = DOCTYPE.test(head) ? '' : '<!DOCTYPE html>';
  const html = `${doctype}${head}${islands.html}${popup}${tail}${build.script.element}`;
  return { html, scripts: [...islands.scripts, ...(build.script.inline !== undefined ? [build.script.inline] : [])] };
}

export async function servePage(ask: PageAsk, build: PageBuild): Promise<PageReply> {
  const cookies = new RequestCookies(ask.cookieHeader, { secure: ask.https });
  const url = new URL(ask.pathname + ask.search, ask.https ? 'https://localhost' : 'http://localhost');
  const returning = readVisitorId(cookies);
  const crumb = ensureCrumb(cookies);
  const visitorId = ensureVisitorId(cookies);
  const cacheable = cacheableRequest(ask.pathname, ask.search, cookies);
  if (cacheable) {
    const kept = await keptFor(ask.pathname, returning);
    if (kept) return keptReply(kept, crumb, cookies, 'kept');
  }

  const { snapshot, key } = await pageContent();
  const page = await resolvePage({ url, cookies, visit: { crumb, visitorId }, snapshot, returningVisitor: returning !== undefined });
  for (const name of page.shown) cookies.delete(name, { path: '/' });
  const headers = pageHeaders(page);
  if (wantsJsonContext(url)) return reply(page.status, [['content-type', 'application/json; charset=utf-8'], ...headers], JSON.stringify(page.context, null, 2), cookies);

  const rendered = page.slidePage !== undefined ? ({ ok: true, status: page.status, head: page.slidePage, tail: '' } as const) : renderPage(page, crumb, ask.requestId);
  if (!rendered.ok) return reply(500, [['content-type', HTML], ['cache-control', 'no-store'], ['content-security-policy', pagePolicy(page)]], rendered.html, cookies);
  // A slide page is the whole document: no islands, popup or page script.
  const { html, scripts } = page.slidePage !== undefined ? { html: rendered.head, scripts: [] } : assembled(page, rendered.head, rendered.tail, build);
  const own: [string, string][] = [['content-type', HTML], ['content-security-policy', pagePolicy(page, scripts)]];
  if (cacheable && rendered.status === 200 && !page.visitorOnly && page.shown.length === 0) {
    const kept = keepPage(ask.pathname, key, page.pillByCart ? page.islands.cartPill === true : undefined, html, crumb, [...own, ...headers]);
    return keptReply(kept, crumb, cookies, 'page');
  }
  return reply(rendered.status, [...own, ...headers], html, cookies);
}
