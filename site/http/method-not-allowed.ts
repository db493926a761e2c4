/**
 * The one 405 answer: for a method no route answers (TRACE, CONNECT…: the HTTP server's guard,
 * guard.ts) and for a method a route does not answer (a POST to a page, a PUT to a call that
 * only takes POST: route-methods.ts). `Allow` lists what the address answers; the body is JSON
 * under `/api/` (`code: method-not-allowed`), a plain page elsewhere.
 */
export interface MethodRefusal {
  readonly status: 405;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: string;
}

export function methodNotAllowed(method: string, allowed: readonly string[], pathname: string): MethodRefusal {
  const allow = allowed.join(', ');
  const api = pathname.startsWith('/api/');
  const message = `This ${api ? 'API call' : 'address'} does not answer ${method} requests (it answers ${allow}).`;
  const body = api
    ? JSON.stringify({ error: message, message, code: 'method-not-allowed' })
    : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Method not allowed</title></head><body><h1>Method not allowed</h1><p>${message}</p></body></html>`;
  const type = api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
  return { status: 405, headers: [['content-type', type], ['allow', allow], ['cache-control', 'no-store']], body };
}
