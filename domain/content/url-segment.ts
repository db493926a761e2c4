/** What a content URL segment may be, shared by the site's content loader and the admin's forms. */

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

/** A site-relative URL (`/x`), as opposed to `//host/x` or `https://…`. */
export const isInternalUrl = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');
