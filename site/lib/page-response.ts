/**
 * `?format=json`: every page answers the JSON context its template received instead of the
 * page, for template authors (site/http/serve-page.ts).
 */

/** True when the request asks for the page's JSON context. */
export function wantsJsonContext(url: URL): boolean {
  return url.searchParams.get('format') === 'json';
}
