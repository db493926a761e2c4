/** The URL rules of content: where collections, items and pages live, and how paths compare. */

import { isInternalUrl } from '../../domain/content/url-segment.js';

export { isInternalUrl, RESERVED_SEGMENTS, slugify, urlIdProblem } from '../../domain/content/url-segment.js';

export const collectionUrl = (urlId: string): string => `/${urlId}`;

/** Products live under `/p/`, so a product cannot shadow a list URL of its collection. */
export const itemUrl = (collectionUrlId: string, typeName: string, itemUrlId: string): string =>
  typeName === 'products' ? `/${collectionUrlId}/p/${itemUrlId}` : `/${collectionUrlId}/${itemUrlId}`;

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
