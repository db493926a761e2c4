import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { NodeApp } from 'astro/app/node';
import { closeSharedStore } from '../db/index.js';
import { directPage, type DirectPage } from '../server/direct-page.js';
import { fastPage } from '../server/fast-page.js';
import { guardHandler, requestIsHttps } from '../server/node-guard.js';
import { GENERIC_ERROR_MESSAGE } from '../edge/handle.js';
import { logger } from '../edge/log.js';
import { PAGE_ROUTE, type KeptPage } from '../server/page-cache.js';
import { publicErrorPage } from '../pipeline/error-page.js';
import { allowedDomainsAt } from './allowed-domains.js';
import { splicedGzip, spliceable, type SplicedParts } from './gzip-splice.js';
import { health } from './health.js';
import { requestIdOf } from './request-id.js';
import { sendReply, sendResponse, type Reply } from './respond.js';
import { withoutSecrets } from './log-url.js';
import { shutDownGracefully, type Shutdown } from './shutdown.js';
import type { StaticFile } from './static-files.js';

export interface StorefrontOptions {
  readonly app: NodeApp;
  readonly statics: ReadonlyMap<string, StaticFile>;
  /** Reads a prerendered error page (`404.html`, `500.html`) of the client folder, if there is one. */
  readonly errorPage: (url: string) => Promise<Response>;
  /** The element Astro writes for the site pages' script (page-script.ts); without it every site page goes to Astro. */
  readonly pageScript?: string | undefined;
}

const HEALTH_PATH = '/healthz';
/** Where `NodeApp.createRequest` leaves the function that stops watching the request's socket (its own `writeResponse` calls it). */
const ABORT_CLEANUP = Symbol.for('astro.nodeRequestAbortControllerCleanup');

function releaseRequest(req: IncomingMessage): void {
  const cleanup: unknown = Reflect.get(req, ABORT_CLEANUP);
  if (typeof cleanup === 'function') cleanup();
}

/** A failure on our side: JSON for the API, the plain error page otherwise, both naming the request. */
function errorReply(pathname: string, requestId: string): Reply {
  const json = pathname.startsWith('/api/');
  const body = json
    ? JSON.stringify({ error: GENERIC_ERROR_MESSAGE, message: GENERIC_ERROR_MESSAGE, code: 'internal-error', requestId })
    : publicErrorPage(requestId);
  const type = json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
  return { status: 500, headers: [['content-type', type], ['cache-control', 'no-store']], body: Buffer.from(body) };
}

function staticReply(file: StaticFile): Reply {
  return {
    status: 200,
    headers: [['content-type', file.type], ['cache-control', file.cacheControl], ['etag', file.etag]],
    body: file.identity,
    coded: (coding) => (coding === 'br' ? file.br : coding === 'gzip' ? file.gzip : undefined),
    offered: file.br ? ['br', 'gzip'] : file.gzip ? ['gzip'] : [],
  };
}

/** A kept page's parts as bytes and compressed, made once: each answer puts the visitor's crumb between them. */
const spliced = new WeakMap<KeptPage, SplicedParts>();

function keptReply(kept: KeptPage, crumb: string, headers: [string, string][]): Reply {
  let parts = spliced.get(kept);
  if (!parts) spliced.set(kept, (parts = spliceable(kept.parts)));
  const ready = parts;
  return {
    status: 200,
    headers,
    body: joined(ready.raw, Buffer.from(crumb)),
    // gzip first: it is made without compressing anything per request; brotli only for clients without gzip.
    offered: ['gzip', 'br'],
    coded: (coding) => (coding === 'gzip' ? splicedGzip(ready, crumb) : undefined),
  };
}

function joined(parts: readonly Buffer[], between: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(between);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Which part of the server answered a request (on its log line): itself (health, files), the page cache, the direct path or Astro. */
type Via = 'server' | 'kept' | 'direct' | 'astro';

/** Paths whose route is known (a build's routes do not change), at most this many. */
const MAX_ROUTED_PATHS = 2000;

/** Whether `pathname` is served by the site pages' route, asked of Astro's router once per path. */
function pageRouteOf(app: NodeApp): (pathname: string) => boolean {
  const known = new Map<string, boolean>();
  return (pathname) => {
    let page = known.get(pathname);
    if (page === undefined) {
      const route = app.match(new Request(`http://localhost${pathname}`), true);
      page = route?.route === PAGE_ROUTE && !route.prerender;
      if (known.size >= MAX_ROUTED_PATHS) known.clear();
      known.set(pathname, page);
    }
    return page;
  };
}

/** Astro's answer with the cookies the direct path issued before handing the page over. */
function withCookies(response: Response, lines: readonly string[]): Response {
  if (lines.length === 0) return response;
  const copy = new Response(response.body, response);
  const astroLines = copy.headers.getSetCookie();
  copy.headers.delete('set-cookie');
  for (const line of [...lines, ...astroLines]) copy.headers.append('set-cookie', line);
  return copy;
}

/**
 * The storefront's request handler: a request id on every answer and log line, `/healthz`, the
 * client files, kept pages straight from the page cache (fast-page.ts), other site pages
 * without islands rendered by the pipeline (direct-page.ts; `DIRECT_PAGES=off` leaves them to
 * Astro), and everything else rendered by Astro; text compressed, ETags answered with 304 (respond.ts).
 */
export function storefrontHandler(options: StorefrontOptions, shutdown?: Shutdown): (req: IncomingMessage, res: ServerResponse) => void {
  const { app, statics } = options;
  const allowedDomains = allowedDomainsAt(app.getAllowedDomains?.() ?? [], process.env['HOST']);
  const script = process.env['DIRECT_PAGES'] === 'off' ? undefined : options.pageScript;
  const isPageRoute = pageRouteOf(app);

  async function serve(req: IncomingMessage, res: ServerResponse, id: string, pathname: string, search: string, served: { via: Via }): Promise<void> {
    const method = req.method ?? 'GET';
    served.via = 'server';
    if (pathname === HEALTH_PATH && (method === 'GET' || method === 'HEAD')) return sendReply(req, res, await health());
    const file = method === 'GET' || method === 'HEAD' ? statics.get(pathname) : undefined;
    if (file) return sendReply(req, res, staticReply(file));
    const https = requestIsHttps(req);
    const fast = await fastPage(method, pathname, search, req.headers.cookie, https);
    served.via = 'kept';
    if (fast) return sendReply(req, res, keptReply(fast.kept, fast.crumb, fast.headers));
    let direct: DirectPage | undefined;
    if (method === 'GET' && script !== undefined && isPageRoute(pathname)) {
      direct = await directPage(new URL(pathname + search, https ? 'https://localhost' : 'http://localhost'), req.headers.cookie, https, script, id);
      served.via = 'direct';
      if (direct?.kind === 'rendered') return sendReply(req, res, { status: direct.status, headers: direct.headers, body: Buffer.from(direct.html) });
      // Astro renders the page's islands; it reads the cookies the direct path issued as the visitor's.
      if (direct) req.headers.cookie = direct.cookieHeader;
    }
    served.via = 'astro';
    const request = NodeApp.createRequest(req, { allowedDomains });
    try {
      const routeData = app.match(request, true);
      const handed = direct?.kind === 'astro' ? direct : undefined;
      const locals = { requestId: id, ...(req.socket.remoteAddress ? { peerAddress: req.socket.remoteAddress } : {}), ...handed?.locals };
      const rendered = await app.render(request, { addCookieHeader: true, locals, prerenderedErrorPageFetch: options.errorPage, ...(routeData ? { routeData } : {}) });
      const response = handed ? withCookies(rendered, handed.setCookies) : rendered;
      if (response.headers.get('content-type')?.startsWith('text/event-stream')) shutdown?.endless(res);
      await sendResponse(req, res, response, (reply) => {
        if (reply.status < 500 || reply.body.length > 0) return reply;
        // Astro answers an error it caught (and logged) with an empty 500: the visitor gets our error page.
        logger.error({ reqId: id, method, url: withoutSecrets(req.url ?? '/'), status: reply.status }, 'the page failed');
        return errorReply(pathname, id);
      });
    } finally {
      releaseRequest(req);
    }
  }

  // node-guard first: the security headers on every answer, 405 for methods no route answers,
  // and the TCP peer in the request's async context.
  return guardHandler((req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const id = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', id);
    shutdown?.track(req, res);
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query < 0 ? url : url.slice(0, query);
    const search = query < 0 ? '' : url.slice(query);
    const served: { via: Via } = { via: 'server' };
    res.once('close', () => {
      const fields = { reqId: id, method: req.method, url: withoutSecrets(url), status: res.statusCode, via: served.via, ms: Math.round((performance.now() - started) * 10) / 10 };
      if (res.writableFinished) logger.info(fields, 'request');
      else logger.warn(fields, 'request aborted');
    });
    try {
      decodeURI(url);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad request: the URL is not well formed.');
      return;
    }
    serve(req, res, id, pathname, search, served).catch((error: unknown) => {
      logger.error({ err: error, reqId: id, method: req.method, url }, 'request failed');
      if (!res.headersSent) sendReply(req, res, errorReply(pathname, id)).catch(() => res.destroy());
      else res.destroy();
    });
  });
}

/** The bound of the shutdown after SIGTERM (`SHUTDOWN_TIMEOUT_MS`, default 10 s): the process has exited by then. */
const SHUTDOWN_TIMEOUT_MS = Number(process.env['SHUTDOWN_TIMEOUT_MS']) || 10_000;

/** The HTTP server on `host:port`, shutting down gracefully on SIGTERM and SIGINT. */
export function startStorefront(options: StorefrontOptions, host: string, port: number): Server {
  const server = createServer();
  const shutdown = shutDownGracefully(server, { timeoutMs: SHUTDOWN_TIMEOUT_MS, close: closeSharedStore, log: logger });
  server.on('request', storefrontHandler(options, shutdown));
  server.on('error', (error) => {
    logger.fatal({ err: error, host, port }, 'the server cannot listen');
    logger.flush(() => process.exit(1));
  });
  server.listen(port, host, () => {
    logger.info({ host, port, url: `http://${host.includes(':') ? `[${host}]` : host}:${port}` }, 'listening');
  });
  return server;
}
