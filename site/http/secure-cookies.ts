import type { AstroCookies } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { ensureCrumb } from '../edge/crumb.js';
import { originFacts, servedOverHttps } from '../edge/request-origin.js';
import { ensureVisitorId } from '../edge/visitor-cookie.js';

/**
 * Every cookie this request sets becomes `Secure`. The crumb, visitor, session, user-info and
 * flash cookies are set in their own modules, which know nothing of how the shop is served.
 */
function secureCookies(cookies: AstroCookies): void {
  const set = cookies.set.bind(cookies);
  const remove = cookies.delete.bind(cookies);
  cookies.set = (key, value, options) => set(key, value, { ...options, secure: true });
  cookies.delete = (key, options) => remove(key, { ...options, secure: true });
}

/**
 * The outermost Astro middleware (Astro answers the admin, the account pages and the API; site
 * pages are served before it, site/http/serve-page.ts): cookies `Secure` when the shop is served
 * over https, and on every GET the crumb and visitor cookies, so a page's script can send the
 * crumb with its first change and two calls its islands make at once belong to one visitor. The security headers are the HTTP server's (guard.ts).
 */
export const secureResponses = defineMiddleware(async (context, next) => {
  if (servedOverHttps(originFacts(context))) secureCookies(context.cookies);
  if (!context.isPrerendered && context.request.method === 'GET') {
    ensureCrumb(context.cookies);
    ensureVisitorId(context.cookies);
  }
  return next();
});
