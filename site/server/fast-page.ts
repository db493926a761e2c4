import { RequestCookies } from '../edge/cookie-jar.js';
import { ensureCrumb } from '../edge/crumb.js';
import { cacheableRequest, hasKeptPage, keptHeaders, keptPage, type KeptPage } from './page-cache.js';
import { pageContent } from './page-cookies.js';
import { ensureVisitorId } from '../edge/visitor-cookie.js';

export interface FastPage {
  readonly kept: KeptPage;
  readonly crumb: string;
  /** Every header of the answer, the visitor's new cookies included, as Astro would send them. */
  readonly headers: [string, string][];
}

/**
 * A GET of a kept site page answered without Astro: the same checks, cookies and key as
 * `issuePageCookies` (page-cookies.ts) followed by a cache hit in `cachedPage`, so the same answer.
 * Undefined when the request is not for a kept page of the current content: Astro then serves it.
 */
export async function fastPage(method: string, pathname: string, search: string, cookieHeader: string | undefined, https = false): Promise<FastPage | undefined> {
  if (method !== 'GET' || !hasKeptPage(pathname)) return undefined;
  // Over https every cookie is Secure, as edge.ts makes them on the rendered path.
  const cookies = new RequestCookies(cookieHeader, { secure: https });
  if (!cacheableRequest(pathname, search, cookies)) return undefined;
  const crumb = ensureCrumb(cookies);
  ensureVisitorId(cookies);
  const kept = keptPage(pathname, (await pageContent()).key);
  if (!kept) return undefined;
  const headers = keptHeaders(kept, crumb);
  for (const line of cookies.setCookieLines()) headers.push(['set-cookie', line]);
  return { kept, crumb, headers };
}
