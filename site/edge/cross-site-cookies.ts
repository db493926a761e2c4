import type { AstroCookieSetOptions } from 'astro';
import { getDomain } from 'tldts';
import { corsOrigins } from './cors-origins.js';
import { configuredOrigin } from './public-origin.js';

/**
 * The site of an origin as browsers decide SameSite: its scheme and registrable domain (the
 * public suffix list, private domains such as github.io included), or its whole host when it has
 * none (an address, `localhost`).
 */
export function siteOf(origin: URL): string {
  return `${origin.protocol}//${getDomain(origin.hostname, { allowPrivateDomains: true }) ?? origin.hostname}`;
}

/**
 * Whether the cookies a static export's islands need (the visitor's and the crumb) must be sent
 * cross-site: the shop is served over https (`SITE_URL`) and one of the `CORS_ORIGINS` is another
 * site. SameSite=None needs Secure, so never over plain http.
 */
export function exportIsCrossSite(siteUrl: URL | undefined, origins: Iterable<string>): boolean {
  if (siteUrl?.protocol !== 'https:') return false;
  const shop = siteOf(siteUrl);
  for (const origin of origins) if (siteOf(new URL(origin)) !== shop) return true;
  return false;
}

let decided: { siteUrl: URL | undefined; origins: ReadonlySet<string>; crossSite: boolean } | undefined;

/** `exportIsCrossSite` of the configured `SITE_URL` and `CORS_ORIGINS`. */
export function islandCookiesCrossSite(): boolean {
  const siteUrl = configuredOrigin();
  const origins = corsOrigins();
  if (decided === undefined || decided.siteUrl !== siteUrl || decided.origins !== origins) decided = { siteUrl, origins, crossSite: exportIsCrossSite(siteUrl, origins) };
  return decided.crossSite;
}

/**
 * A cookie's options for the two configurations: as given (SameSite=Lax), and sent cross-site
 * (SameSite=None; Secure) when `islandCookiesCrossSite()`. The objects are made once: the fast
 * path keeps its `Set-Cookie` lines per options object (cookie-jar.ts).
 */
export function islandCookieOptions(lax: AstroCookieSetOptions): () => AstroCookieSetOptions {
  const crossSite: AstroCookieSetOptions = { ...lax, sameSite: 'none', secure: true };
  return () => (islandCookiesCrossSite() ? crossSite : lax);
}
