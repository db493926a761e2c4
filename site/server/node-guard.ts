import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy } from './csp.js';
import { servedOverHttps, type OriginFacts } from '../edge/request-origin.js';
import { applySecurityHeaders } from './security-headers.js';

/**
 * What the Node server does before Astro sees a request (Astro's middleware never runs for the
 * built files of `/_astro/`, nor for a method its Request cannot carry):
 * - every response starts with the security headers (a page's own policy replaces the default);
 * - TRACE, CONNECT and other methods no route answers get 405 (they used to crash into a 500).
 * The TCP peer is handed to Astro as `locals.peerAddress` (site/http/server.ts).
 */
export const SERVER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ANSWERED = new Set(SERVER_METHODS);
const ALLOW = SERVER_METHODS.join(', ');

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

function decideHttps(req: IncomingMessage): boolean {
  let https = overHttps.get(req);
  if (https === undefined) {
    https = servedOverHttps(nodeFacts(req));
    overHttps.set(req, https);
  }
  return https;
}

const baseline = new Map<boolean, [string, string][]>();

function baselineHeaders(https: boolean): [string, string][] {
  let headers = baseline.get(https);
  if (headers === undefined) {
    const list = new Headers();
    applySecurityHeaders(list, contentSecurityPolicy(), https);
    headers = [...list];
    baseline.set(https, headers);
  }
  return headers;
}

function refuseMethod(req: IncomingMessage, res: ServerResponse): void {
  const method = req.method ?? '';
  const api = (req.url ?? '').startsWith('/api/');
  const message = `This address does not answer ${method} requests (it answers ${ALLOW}).`;
  const body = api
    ? JSON.stringify({ error: message, message, code: 'method-not-allowed' })
    : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Method not allowed</title></head><body><h1>Method not allowed</h1><p>${message}</p></body></html>`;
  res.writeHead(405, { allow: ALLOW, 'cache-control': 'no-store', 'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8' });
  res.end(body);
}

/** Whether the visitor reached the shop over https (directly, or through a trusted proxy). */
export function requestIsHttps(req: IncomingMessage): boolean {
  return decideHttps(req);
}

/** Handles the request itself (true) or prepares it for the app (false). */
export function guardNodeRequest(req: IncomingMessage, res: ServerResponse): boolean {
  for (const [name, value] of baselineHeaders(decideHttps(req))) res.setHeader(name, value);
  if (ANSWERED.has(req.method ?? '')) return false;
  refuseMethod(req, res);
  return true;
}

/** `handler` behind the guard. */
export function guardHandler<Rest extends unknown[], Result>(
  handler: (req: IncomingMessage, res: ServerResponse, ...rest: Rest) => Result,
): (req: IncomingMessage, res: ServerResponse, ...rest: Rest) => Result | undefined {
  return (req, res, ...rest) => (guardNodeRequest(req, res) ? undefined : handler(req, res, ...rest));
}
