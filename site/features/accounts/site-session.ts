import type { CookieReader } from '../../edge/cookie-jar.js';
import type { AstroCookies } from 'astro';
import { USER_INFO_COOKIE } from '../../../domain/accounts/site-user-info.js';

/**
 * The site user's session cookies: `sf_session` (the session token; HttpOnly, SameSite=Lax) and
 * `SiteUserInfo` (the specification's cookie-user-info: `{ authenticated, siteUserId }`, readable
 * by the page's script, never trusted by the server).
 */
export const SESSION_COOKIE = 'sf_session';

export { USER_INFO_COOKIE };
/** The header carrying the session's xsrf token on merchant calls. */
export const XSRF_HEADER = 'x-xsrf-token';

/** A session without "remember me" lasts 12 hours (browser-session cookie); with it, 30 days. */
export const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;
export const LONG_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

export function readSessionToken(cookies: CookieReader): string | undefined {
  const value = cookies.get(SESSION_COOKIE)?.value;
  return value !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

export function setSessionCookies(cookies: AstroCookies, token: string, siteUserId: string, rememberMe: boolean): void {
  const lifetime = rememberMe ? { maxAge: Math.floor(LONG_SESSION_MS / 1000) } : {};
  cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', ...lifetime });
  cookies.set(USER_INFO_COOKIE, JSON.stringify({ authenticated: true, siteUserId }), { httpOnly: false, sameSite: 'lax', path: '/', ...lifetime });
}

export function clearSessionCookies(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, { path: '/' });
  cookies.delete(USER_INFO_COOKIE, { path: '/' });
}
