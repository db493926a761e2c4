import type { AstroCookies } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { contentSecurityPolicy, pagePolicy, takeScriptOrigins } from './csp.js';
import { originFacts, servedOverHttps } from './request-origin.js';
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

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
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
 * every response the security headers and a Content-Security-Policy — for a page, one listing its
 * inline scripts' hashes, computed from its final HTML unless the page cache kept one with it.
 */
export const secureResponses = defineMiddleware(async (context, next) => {
  const https = servedOverHttps(originFacts(context));
  if (https) secureCookies(context.cookies);
  let response = mutable(await next());
  let policy = response.headers.get('content-security-policy');
  const origins = takeScriptOrigins(response.headers);
  if (policy === null && isHtml(response) && response.body !== null) {
    const html = await response.text();
    policy = pagePolicy(html, origins);
    response = new Response(html, response);
  }
  applySecurityHeaders(response.headers, policy ?? contentSecurityPolicy(), https);
  return response;
});
