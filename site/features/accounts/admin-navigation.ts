/**
 * Whether a request for an admin page is the browser opening it as a top-level document (typed,
 * followed link, redirect after sign-in): `Sec-Fetch-Mode: navigate` and `Sec-Fetch-Dest:
 * document`. A script's fetch() is `cors`/`same-origin`/`no-cors` with destination `empty`, a frame
 * is destination `iframe`, and no page can set these headers itself. Only such a request gets the
 * admin's xsrf token in its HTML; a browser that sends no fetch metadata gets none (the admin then
 * asks for a current browser).
 */
export function isTopLevelNavigation(headers: Headers): boolean {
  return headers.get('sec-fetch-mode') === 'navigate' && headers.get('sec-fetch-dest') === 'document';
}

/** The headers every admin page carries beside the site's: its own browsing context group, never cached. */
export const ADMIN_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-store',
  vary: 'Sec-Fetch-Mode, Sec-Fetch-Dest',
};
