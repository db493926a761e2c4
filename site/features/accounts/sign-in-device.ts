import type { CookieJar } from '../../edge/cookie-jar.js';
import { isToken, newToken } from '../../edge/tokens.js';

/**
 * The sign-in's remembered device: `sf_device`, a random id (HttpOnly, SameSite=Lax, only sent to
 * the session call, a year; `Secure` over https like every cookie) given at a successful sign-in.
 * The sign-in throttle (login-limit.ts) keeps, per account, which device ids have signed in to it
 * (in the database, 90 days), so a device that did is never held back by strangers' failures.
 * The cookie alone proves nothing: an id the database does not hold for the account is a stranger's.
 */
export const DEVICE_COOKIE = 'sf_device';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export interface SignInDevice {
  /** The id the request's cookie holds, if well-formed. */
  readonly id: string | undefined;
  /** The id to remember after a success: the cookie's, or a new one now set on the answer. */
  keep(): string;
}

export function signInDevice(cookies: CookieJar, path: string): SignInDevice {
  const value = cookies.get(DEVICE_COOKIE)?.value;
  const id = isToken(value) ? value : undefined;
  return {
    id,
    keep() {
      if (id !== undefined) return id;
      const fresh = newToken();
      cookies.set(DEVICE_COOKIE, fresh, { httpOnly: true, sameSite: 'lax', path, maxAge: ONE_YEAR_S });
      return fresh;
    },
  };
}
