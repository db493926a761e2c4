import type { AstroCookies } from 'astro';
import { parse } from 'cookie';
import { ApiError } from './api-error.js';
import type { CookieJar } from './cookie-jar.js';
import { islandCookieOptions } from './cross-site-cookies.js';
import { isToken, newToken, sameToken } from './tokens.js';
import { VISITOR_COOKIE } from './visitor-cookie.js';

/**
 * Request forgery: the server sets a `crumb` cookie (readable by the page's script, SameSite=Lax,
 * or None for a static export on another site) and every state-changing call must echo it in the `X-CSRF-Token` header or a `crumb` parameter
 * (query string or JSON body). Another site can make the browser send the cookie but cannot read
 * it, so it cannot echo it.
 */
export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'x-csrf-token';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please reload the page and try again.';
export const ENABLE_COOKIES_MESSAGE = 'Please enable cookies in your browser, reload the page, and try again.';

/** SameSite=Lax, or None when a static export on another site calls the API (cross-site-cookies.ts). */
const crumbOptions = islandCookieOptions({ httpOnly: false, sameSite: 'lax', path: '/' });

/** The visitor's crumb, issuing the cookie when it is absent or malformed. */
export function ensureCrumb(cookies: CookieJar): string {
  const known = cookies.get(CRUMB_COOKIE)?.value;
  if (isToken(known)) return known;
  const crumb = newToken();
  cookies.set(CRUMB_COOKIE, crumb, crumbOptions());
  return crumb;
}

/**
 * Refuses the call (403) unless it carries the crumb of its cookie. A request without any of our
 * cookies comes from a browser that does not keep them (or, from a static export on another site,
 * one that blocks third-party cookies): it is told to enable cookies.
 */
export function assertCrumb(request: Request, url: URL, cookies: AstroCookies, bodyCrumb?: unknown): void {
  const expected = cookies.get(CRUMB_COOKIE)?.value;
  const given = request.headers.get(CRUMB_HEADER) ?? url.searchParams.get('crumb') ?? (typeof bodyCrumb === 'string' ? bodyCrumb : null);
  if (isToken(expected) && given !== null && sameToken(expected, given)) return;
  // Read from the request itself: the crumb may have been issued by this very answer (cors.ts).
  const sent = parse(request.headers.get('cookie') ?? '');
  const noCookies = sent[CRUMB_COOKIE] === undefined && sent[VISITOR_COOKIE] === undefined;
  throw new ApiError(403, 'crumb-invalid', noCookies ? ENABLE_COOKIES_MESSAGE : SESSION_EXPIRED_MESSAGE);
}
