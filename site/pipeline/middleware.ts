import { defineMiddleware } from 'astro:middleware';
import { resolvePage } from './resolve-page.js';

/** The route every site page is served by: the rest are the API and the folder's files. */
export const PAGE_ROUTE = '/[...path]';

/** Resolves a request for a site page once, into `locals.page`, for the page and everything after it. */
export const resolvePageObject = defineMiddleware(async (context, next) => {
  const method = context.request.method;
  if (context.routePattern === PAGE_ROUTE && (method === 'GET' || method === 'HEAD')) {
    context.locals.page = await resolvePage({ url: context.url, cookies: context.cookies });
  }
  return next();
});
