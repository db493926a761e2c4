import { defineMiddleware } from 'astro:middleware';
import { ensureCrumb } from '../edge/crumb.js';
import { cachedPage, cacheable, PAGE_ROUTE } from './page-cache.js';
import { siteContent } from './store.js';
import { ensureVisitorId, readVisitorId } from '../edge/visitor-cookie.js';
import type { ContentSnapshot } from '../pipeline/content-service.js';
import { siteRuntime } from '../pipeline/site-runtime.js';

/** The stored content as it is now and the page cache's key for it (the content's and the site folder's version). */
export async function pageContent(): Promise<{ snapshot: ContentSnapshot; key: string }> {
  const [snapshot, site] = await Promise.all([siteContent(), siteRuntime()]);
  return { snapshot, key: `${site.version}|${snapshot.key}` };
}

/**
 * Issues the crumb and visitor cookies on every page a visitor is served (not on prerendered
 * ones, which have no visitor), so the page's script can send the crumb with its first change,
 * and two calls the page's islands make at once belong to one visitor (and one cart). For a site
 * page it reads the stored content once (the snapshot the page then resolves from) and serves
 * the page from the page cache where it can (page-cache.ts). `site/middleware.ts` runs it first.
 * The HTTP server's fast path (fast-page.ts) does the same for kept pages before Astro, and its
 * direct path (direct-page.ts) for the other site pages.
 */
export const issuePageCookies = defineMiddleware(async (context, next) => {
  if (!context.isPrerendered && context.request.method === 'GET') {
    // A page the HTTP server resolved (site/server/direct-page.ts) comes with its cookies issued and its content read.
    const handed = context.locals.page !== undefined;
    if (!handed) context.locals.returningVisitor = readVisitorId(context.cookies) !== undefined;
    const crumb = ensureCrumb(context.cookies);
    ensureVisitorId(context.cookies);
    if (context.routePattern === PAGE_ROUTE) {
      const { snapshot, key } = handed && context.locals.snapshot && context.locals.pageKey !== undefined ? { snapshot: context.locals.snapshot, key: context.locals.pageKey } : await pageContent();
      context.locals.snapshot = snapshot;
      if (cacheable(context.url, context.routePattern, context.cookies)) return cachedPage(context.url.pathname, crumb, key, next);
    }
  }
  return next();
});
