/**
 * The message of a refused add-to-cart form post, carried to the product page the visitor is sent
 * back to (a short-lived HttpOnly cookie: the page shows it once, and no link can put words there).
 */
import type { CookieReader } from '../../edge/cookie-jar.js';
import type { AstroCookies } from 'astro';

export const FLASH_COOKIE = 'sf_add_error';
const MAX_MESSAGE = 300;

export function setAddError(cookies: AstroCookies, message: string): void {
  cookies.set(FLASH_COOKIE, message.slice(0, MAX_MESSAGE), { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 });
}

/** The message left for this page view, if any (the page that shows it deletes the cookie: site/http/serve-page.ts). */
export function readAddError(cookies: CookieReader): string | undefined {
  const message = cookies.get(FLASH_COOKIE)?.value;
  if (message === undefined) return undefined;
  return message.slice(0, MAX_MESSAGE) || undefined;
}
