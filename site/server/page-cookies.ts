import { defineMiddleware } from 'astro:middleware';
import { ensureCrumb } from './crumb.js';

/**
 * Issues the crumb cookie on every page a visitor is served (not on prerendered ones, which
 * have no visitor), so the page's script can send it with its first change. To use it, the
 * site's middleware (`site/middleware.ts`) re-exports it: `export { onRequest } from './server/page-cookies.js';`
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (!context.isPrerendered && context.request.method === 'GET') ensureCrumb(context.cookies);
  return next();
});
