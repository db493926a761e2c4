import type { AstroCookies } from 'astro';
import type { CookieReader } from '../../edge/cookie-jar.js';

/**
 * The admin session's cookies: one token, one cookie per path the admin calls live under, so
 * no storefront page or storefront call ever carries it. HttpOnly and SameSite=Strict (Secure over
 * https by `edge.ts`). Each path needs its own name: a response keeps one cookie per name.
 */
export const ADMIN_COOKIES: readonly { name: string; path: string }[] = [
  { name: 'sf_admin', path: '/admin' },
  { name: 'sf_admin_api', path: '/api/admin' },
  // The specification's merchant calls outside /api/admin: restock (under the site users' path),
  // the header and footer, the multilingual settings.
  { name: 'sf_admin_restock', path: '/api/site-users/account/notifications/restock' },
  { name: 'sf_admin_hf', path: '/api/site-header-footer' },
  { name: 'sf_admin_ml', path: '/api/multilingual' },
];

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The admin session token the request carries (only one of the cookies reaches any path). */
export function readAdminToken(cookies: CookieReader): string | undefined {
  for (const { name } of ADMIN_COOKIES) {
    const value = cookies.get(name)?.value;
    if (value !== undefined && TOKEN.test(value)) return value;
  }
  return undefined;
}

/** `maxAge` in seconds for a remembered session; undefined: a browser-session cookie. */
export function setAdminCookies(cookies: AstroCookies, token: string, maxAge: number | undefined): void {
  for (const { name, path } of ADMIN_COOKIES) {
    cookies.set(name, token, { httpOnly: true, sameSite: 'strict', path, ...(maxAge === undefined ? {} : { maxAge }) });
  }
}

export function clearAdminCookies(cookies: AstroCookies): void {
  for (const { name, path } of ADMIN_COOKIES) cookies.delete(name, { path, httpOnly: true, sameSite: 'strict' });
}
