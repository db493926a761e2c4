import type { CookieJar, CookieReader } from './cookie-jar.js';
import { islandCookieOptions } from './cross-site-cookies.js';
import { isToken, newToken } from './tokens.js';

/** The cookie naming the visitor, and so their cart. */
export const VISITOR_COOKIE = 'sf_visitor';

/** Two years, like the specification's visitor record cookie. */
const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;

/** SameSite=Lax, or None when a static export on another site calls the API (cross-site-cookies.ts). */
const visitorOptions = islandCookieOptions({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: TWO_YEARS_S });

/** The visitor id from the cookie, if it holds a well-formed one. */
export function readVisitorId(cookies: CookieReader): string | undefined {
  const value = cookies.get(VISITOR_COOKIE)?.value;
  return isToken(value) ? value : undefined;
}

/** The visitor id, issuing a new cookie when it is absent or malformed. */
export function ensureVisitorId(cookies: CookieJar): string {
  const known = readVisitorId(cookies);
  if (known) return known;
  const id = newToken();
  cookies.set(VISITOR_COOKIE, id, visitorOptions());
  return id;
}
