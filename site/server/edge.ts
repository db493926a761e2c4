import type { AstroCookies } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { contentSecurityPolicy } from './csp.js';
import { originFacts, servedOverHttps } from '../edge/request-origin.js';
import { applySecurityHeaders } from './security-headers.js';

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

/** The response with headers that can be changed (some responses' are immutable). */
function mutable(response: Response): Response {
  try {
    response.headers.set('x-content-type-options', 'nosniff');
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/**
 * The outermost middleware: cookies `Secure` and HSTS when the shop is served over https, and on
 * every response the security headers and a Content-Security-Policy: the one a site page set
 * (page-policy.ts, kept with the page by the page cache), else the storefront's own scripts only
 * (the admin, the sign-in page, error pages, API replies). A response's HTML is never read for it.
 */
export const secureResponses = defineMiddleware(async (context, next) => {
  const https = servedOverHttps(originFacts(context));
  if (https) secureCookies(context.cookies);
  const response = mutable(await next());
  applySecurityHeaders(response.headers, response.headers.get('content-security-policy') ?? contentSecurityPolicy(), https);
  return response;
});
