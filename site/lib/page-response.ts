/**
 * `?format=json`: every page answers the JSON context its template received instead of the
 * page, for template authors.
 */

/** True when the request asks for the page's JSON context. */
export function wantsJsonContext(url: URL): boolean {
  return url.searchParams.get('format') === 'json';
}

/** The JSON context as a response, with the page's status. */
export function jsonContextResponse(context: unknown, status = 200): Response {
  return new Response(JSON.stringify(context, null, 2), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
