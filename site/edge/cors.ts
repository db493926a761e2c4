import { defineMiddleware } from 'astro:middleware';
import { CRUMB_HEADER, ensureCrumb } from './crumb.js';
import { isListedOrigin } from './cors-origins.js';

const METHODS = 'GET, POST, PUT, DELETE';
const REQUEST_HEADERS = 'Accept, Content-Type, X-CSRF-Token';
const EXPOSED_HEADERS = 'X-CSRF-Token, X-Request-Id';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** Whether a request is an API call from a page of one of the `CORS_ORIGINS`; its origin then. */
export function listedApiOrigin(pathname: string, headers: Pick<Headers, 'get'>): string | undefined {
  const origin = headers.get('origin');
  return pathname.startsWith('/api/') && isListedOrigin(origin) ? origin : undefined;
}

/** The no-JS forms a static export posts to this server (scripts/export-pages.mjs points them here). */
const EXPORT_FORM_PATHS = new Set(['/cart/add']);

/**
 * Whether a request is a form post of a static export's page on one of the `CORS_ORIGINS`, by its
 * `Origin` header (which browsers write and pages cannot): its origin then. Such a page cannot know
 * the visitor's crumb, so this origin is what vouches for the post.
 */
export function listedFormOrigin(method: string, pathname: string, headers: Pick<Headers, 'get'>): string | undefined {
  const origin = headers.get('origin');
  return method === 'POST' && EXPORT_FORM_PATHS.has(pathname) && isListedOrigin(origin) ? origin : undefined;
}

function allowOrigin(headers: Headers, origin: string): void {
  headers.set('access-control-allow-origin', origin);
  headers.set('access-control-allow-credentials', 'true');
  headers.append('vary', 'Origin');
}

/**
 * Cross-origin API calls, all in one place: a call to `/api/` from a page of one of the
 * `CORS_ORIGINS` (a static export's host) gets its preflight answered (204: the methods and the
 * headers the islands send) and its answer readable with credentials, carrying the visitor's
 * crumb in `X-CSRF-Token` (that page cannot read our `crumb` cookie on another host; only the
 * listed origins can read the header). The checks themselves do not change: the origin check
 * lets a listed origin's API calls through (origin-check.ts) and the crumb is still required.
 * Any other origin gets no CORS headers, so its pages cannot read or preflight anything.
 */
export const answerCors = defineMiddleware(async (context, next) => {
  const origin = listedApiOrigin(context.url.pathname, context.request.headers);
  if (origin === undefined) return next();
  if (context.request.method === 'OPTIONS' && context.request.headers.has('access-control-request-method')) {
    const headers = new Headers({
      'access-control-allow-methods': METHODS,
      'access-control-allow-headers': REQUEST_HEADERS,
      'access-control-max-age': PREFLIGHT_MAX_AGE_SECONDS,
      'cache-control': 'no-store',
    });
    allowOrigin(headers, origin);
    return new Response(null, { status: 204, headers });
  }
  const crumb = ensureCrumb(context.cookies);
  let response = await next();
  try {
    response.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
  } catch {
    response = new Response(response.body, response);
    response.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
  }
  response.headers.set(CRUMB_HEADER, crumb);
  allowOrigin(response.headers, origin);
  return response;
});
