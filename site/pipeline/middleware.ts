import { defineMiddleware } from 'astro:middleware';
import { PAGE_ROUTE } from '../server/page-cache.js';
import { resolvePage } from './resolve-page.js';

/** Resolves a request for a site page once, into `locals.page`, for the page and everything after it. */
export const resolvePageObject = defineMiddleware(async (context, next) => {
  const method = context.request.method;
  // A page the HTTP server already resolved (site/server/direct-page.ts) is not resolved again.
  if (context.routePattern === PAGE_ROUTE && (method === 'GET' || method === 'HEAD') && context.locals.page === undefined) {
    context.locals.page = await resolvePage({
      url: context.url,
      cookies: context.cookies,
      snapshot: context.locals.snapshot,
      returningVisitor: context.locals.returningVisitor === true,
    });
  }
  return next();
});
