import type { IncomingMessage, ServerResponse } from 'node:http';
import { servedOverHttps, type OriginFacts } from '../edge/request-origin.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { securityHeaders } from './security-headers.js';

/**
 * What the HTTP server does first with every request (Astro never sees the built files of
 * `/_astro/`, site pages, nor a method its Request cannot carry):
 * - every answer starts with the security headers (security-headers.ts; a page's own policy
 *   replaces the default);
 * - TRACE, CONNECT and other methods no route answers get the one 405 (method-not-allowed.ts).
 */
export const SERVER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ANSWERED = new Set(SERVER_METHODS);

const HTTPS_URL = new URL('https://localhost/');
const HTTP_URL = new URL('http://localhost/');

function nodeFacts(req: IncomingMessage): OriginFacts {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  return {
    headers: {
      get(name: string) {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    url: encrypted ? HTTPS_URL : HTTP_URL,
    peerAddress: req.socket.remoteAddress,
  };
}

/** Whether each request came over https, decided once by the guard. */
const overHttps = new WeakMap<IncomingMessage, boolean>();

/** Whether the visitor reached the shop over https (directly, or through a trusted proxy). */
export function requestIsHttps(req: IncomingMessage): boolean {
  let https = overHttps.get(req);
  if (https === undefined) {
    https = servedOverHttps(nodeFacts(req));
    overHttps.set(req, https);
  }
  return https;
}

/** Handles the request itself (true: a refused method) or prepares its answer for the handler (false). */
export function guardNodeRequest(req: IncomingMessage, res: ServerResponse): boolean {
  for (const [name, value] of securityHeaders(requestIsHttps(req))) res.setHeader(name, value);
  if (ANSWERED.has(req.method ?? '')) return false;
  const refusal = methodNotAllowed(req.method ?? '', SERVER_METHODS, (req.url ?? '/').split('?')[0] ?? '/');
  res.writeHead(refusal.status, Object.fromEntries(refusal.headers));
  res.end(refusal.body);
  return true;
}

/** `handler` behind the guard. */
export function guardHandler<Rest extends unknown[], Result>(
  handler: (req: IncomingMessage, res: ServerResponse, ...rest: Rest) => Result,
): (req: IncomingMessage, res: ServerResponse, ...rest: Rest) => Result | undefined {
  return (req, res, ...rest) => (guardNodeRequest(req, res) ? undefined : handler(req, res, ...rest));
}
