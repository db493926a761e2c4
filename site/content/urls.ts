/** The URL rules of content: where collections, items and pages live, and how paths compare. */

/** First path segments the platform serves itself; no collection or page may take them. */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'api', 'cart', 'checkout', 'assets', 'scripts', 'site.css', 'search', 'account', 'admin', '_astro', 'sf-dev',
  'favicon.ico', 'robots.txt', 'sitemap.xml',
]);

/** One path segment: no slash, query, fragment, percent sign, backslash or white space. */
const URL_ID = /^[^\s/?#%\\]+$/u;

/** Why a urlId cannot be used, or undefined when it can. */
export function urlIdProblem(urlId: string): string | undefined {
  if (!URL_ID.test(urlId) || urlId === '.' || urlId === '..') {
    return `"${urlId}" is not a URL segment (no slashes, spaces, "?", "#", "%" or "\\")`;
  }
  return undefined;
}

/** A urlId made from a title: lower case ASCII letters and digits joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const collectionUrl = (urlId: string): string => `/${urlId}`;

/** Products live under `/p/`, so a product cannot shadow a list URL of its collection. */
export const itemUrl = (collectionUrlId: string, typeName: string, itemUrlId: string): string =>
  typeName === 'products' ? `/${collectionUrlId}/p/${itemUrlId}` : `/${collectionUrlId}/${itemUrlId}`;

/** A site-relative URL (`/x`), as opposed to `//host/x` or `https://…`. */
export const isInternalUrl = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

/**
 * A request path as stored URLs are written: each segment percent-decoded, one trailing slash
 * dropped. Undefined when a segment does not decode or is empty (`//`).
 */
export function normalizePath(pathname: string): string | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (path === '/') return '/';
  const segments = path.split('/').slice(1);
  const decoded: string[] = [];
  for (const segment of segments) {
    if (segment === '') return undefined;
    try {
      decoded.push(decodeURIComponent(segment));
    } catch {
      return undefined;
    }
  }
  return `/${decoded.join('/')}`;
}

/** The path part of an internal link (`/blog?x#y` → `/blog`), normalised; undefined for others. */
export function internalPath(url: string): string | undefined {
  if (!isInternalUrl(url)) return undefined;
  return normalizePath(url.replace(/[?#].*$/s, ''));
}
