import { defineMiddleware } from 'astro:middleware';
import { ensureCrumb } from './crumb.js';
import { cachedPage, cacheable } from './page-cache.js';
import { ensureVisitorId } from './visitor-cookie.js';

/**
 * Issues the crumb and visitor cookies on every page a visitor is served (not on prerendered
 * ones, which have no visitor), so the page's script can send the crumb with its first change,
 * and two calls the page's islands make at once belong to one visitor (and one cart). Product
 * pages are served from the page cache where they can be (page-cache.ts). `site/middleware.ts`
 * runs it first.
 */
export const issuePageCookies = defineMiddleware(async (context, next) => {
  if (!context.isPrerendered && context.request.method === 'GET') {
    const crumb = ensureCrumb(context.cookies);
    ensureVisitorId(context.cookies);
    if (cacheable(context.url, context.routePattern, context.cookies)) return cachedPage(context.url.pathname, crumb, next);
  }
  return next();
});
