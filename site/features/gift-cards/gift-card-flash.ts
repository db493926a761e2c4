/**
 * A refused gift card code on the checkout page without JavaScript: its message, carried back to
 * the page in a short-lived HttpOnly cookie read once (the code itself is not kept).
 */
import type { AstroCookies } from 'astro';
import type { CookieJar } from '../../server/cookie-jar.js';

export const GIFT_CARD_FLASH_COOKIE = 'sf_gift_card';

export function setGiftCardFlash(cookies: AstroCookies, message: string): void {
  cookies.set(GIFT_CARD_FLASH_COOKIE, Buffer.from(message.slice(0, 300), 'utf8').toString('base64url'), { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 120 });
}

export function takeGiftCardFlash(cookies: CookieJar): string | undefined {
  const raw = cookies.get(GIFT_CARD_FLASH_COOKIE)?.value;
  if (raw === undefined) return undefined;
  cookies.delete(GIFT_CARD_FLASH_COOKIE, { path: '/' });
  return Buffer.from(raw, 'base64url').toString('utf8') || undefined;
}
