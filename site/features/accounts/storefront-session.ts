import type { CookieReader } from '../../edge/cookie-jar.js';
import { findSession, type SiteSession } from '../../db/index.js';
import { accountStore } from './merchant-user.js';
import { readSessionToken } from './site-session.js';

/** The storefront session (`sf_session`) of the request, if one is live. */
export async function storefrontSession(cookies: CookieReader): Promise<SiteSession | undefined> {
  const token = readSessionToken(cookies);
  return token === undefined ? undefined : findSession(await accountStore(), token);
}
