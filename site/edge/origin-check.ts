import { defineMiddleware } from 'astro:middleware';
import { errorResponse } from './json-response.js';
import { listedApiOrigin, listedFormOrigin } from './cors.js';
import { expectedOrigin, originFacts } from './request-origin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

function sourceOrigin(headers: Headers): string | undefined {
  const origin = headers.get('origin');
  if (origin !== null) return origin;
  const referer = headers.get('referer');
  if (referer === null) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Whether a request changing state came from another site: its `Origin` (or, without one, its
 * `Referer`) is not `expected`. A request naming neither is refused when it is a form post or
 * has no body type (what a browser sends for a cross-site form or a body-less fetch); a JSON
 * call without either comes from no browser page (a cross-site JSON call needs a CORS
 * preflight this server never grants) and is left to the crumb checks.
 */
export function isCrossSite(method: string, headers: Headers, expected: string | undefined): boolean {
  if (SAFE_METHODS.has(method)) return false;
  const source = sourceOrigin(headers);
  if (source !== undefined) return expected === undefined || source !== expected;
  const type = headers.get('content-type')?.toLowerCase();
  return type === undefined || FORM_TYPES.some((form) => type.includes(form));
}

export function crossSiteMessage(method: string): string {
  return `Cross-site ${method} form submissions are forbidden`;
}

/**
 * Refuses (403) a state-changing request from a page of another origin than the shop's
 * (`SITE_URL`, or the request's own through trusted proxies): as JSON on `/api/` and the Commerce API (`/1.0/`), as text
 * elsewhere. An API call whose `Origin` is one of `CORS_ORIGINS` passes (cors.ts); its crumb is
 * still checked. So does a static export's no-JS add form from one of them (`listedFormOrigin`). Nothing behind it runs, so nothing is stored.
 */
export const refuseCrossSite = defineMiddleware((context, next) => {
  const { method, headers } = context.request;
  if (context.isPrerendered || listedApiOrigin(context.url.pathname, headers) !== undefined) return next();
  if (listedFormOrigin(method, context.url.pathname, headers) !== undefined) return next();
  if (!isCrossSite(method, headers, expectedOrigin(originFacts(context)))) return next();
  const message = crossSiteMessage(method);
  if (context.url.pathname.startsWith('/api/') || context.url.pathname.startsWith('/1.0/')) return errorResponse(403, 'cross-site', message);
  return new Response(message, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
});
