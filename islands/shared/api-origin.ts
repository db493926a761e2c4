/**
 * Where the islands' server lives. A page served by the storefront calls its own origin; a
 * static export made with `--api-origin URL` names that server in
 * `<meta name="sf-api-origin" content="URL">` (scripts/export-site.mjs writes it), and then the
 * API calls and the links to the server's own pages (cart, checkout) go there, with the
 * visitor's cookies (the server lists the export's origin in `CORS_ORIGINS`).
 */
export const API_ORIGIN_META = 'sf-api-origin';

/** The other origin this page's islands call, or undefined when they call the page's own. */
export function apiOrigin(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${API_ORIGIN_META}"]`)?.content;
  if (!content) return undefined;
  try {
    const origin = new URL(content).origin;
    return origin === location.origin ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** `path` (`/api/…`, `/cart`) on the server the islands call. */
export function serverUrl(path: string): string {
  const origin = apiOrigin();
  return origin === undefined ? path : new URL(path, origin).href;
}
