/**
 * A refused gift card code on the checkout page without JavaScript: its message, carried back to
 * the page in a short-lived HttpOnly cookie read once (the code itself is not kept).
 */
import type { AstroCookies } from 'astro';
import type { CookieReader } from '../../edge/cookie-jar.js';

export const GIFT_CARD_FLASH_COOKIE = 'sf_gift_card';

export function setGiftCardFlash(cookies: AstroCookies, message: string): void {
  cookies.set(GIFT_CARD_FLASH_COOKIE, Buffer.from(message.slice(0, 300), 'utf8').toString('base64url'), { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 120 });
}

/** The message left for this page view, if any (the page that shows it deletes the cookie: site/http/serve-page.ts). */
export function readGiftCardFlash(cookies: CookieReader): string | undefined {
  const raw = cookies.get(GIFT_CARD_FLASH_COOKIE)?.value;
  if (raw === undefined) return undefined;
  return Buffer.from(raw, 'base64url').toString('utf8') || undefined;
}
