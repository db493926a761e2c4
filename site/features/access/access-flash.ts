/**
 * Why a password form post was refused, carried to the page the visitor is sent back to (a
 * short-lived HttpOnly cookie read once, so no link can put a message on the lock page).
 */
import type { CookieReader } from '../../edge/cookie-jar.js';
import type { AstroCookies } from 'astro';
import { ACCESS_MESSAGES } from '../../../domain/site-access/access.js';

export const ACCESS_FLASH_COOKIE = 'sf_access_error';
const MESSAGES: Record<string, string> = {
  'wrong-password': ACCESS_MESSAGES.wrongPassword,
  'password-missing': ACCESS_MESSAGES.passwordMissing,
  'rate-limited': ACCESS_MESSAGES.tooManyAttempts,
};

export function setAccessError(cookies: AstroCookies, code: string): void {
  cookies.set(ACCESS_FLASH_COOKIE, Object.hasOwn(MESSAGES, code) ? code : 'wrong-password', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 });
}

/** The message left for this view of a lock page, if any (the page that shows it deletes the cookie: site/http/serve-page.ts). */
export function readAccessError(cookies: CookieReader): string | undefined {
  const code = cookies.get(ACCESS_FLASH_COOKIE)?.value;
  if (code === undefined) return undefined;
  return Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
}
