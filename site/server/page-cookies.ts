import { defineMiddleware } from 'astro:middleware';
import { ensureCrumb } from './crumb.js';
import { ensureVisitorId } from './visitor-cookie.js';

/**
 * Issues the crumb and visitor cookies on every page a visitor is served (not on prerendered
 * ones, which have no visitor), so the page's script can send the crumb with its first change,
 * and two calls the page's islands make at once belong to one visitor (and one cart). To use it, the
 * site's middleware (`site/middleware.ts`) re-exports it: `export { onRequest } from './server/page-cookies.js';`
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (!context.isPrerendered && context.request.method === 'GET') {
    ensureCrumb(context.cookies);
    ensureVisitorId(context.cookies);
  }
  return next();
});
