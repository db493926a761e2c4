import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { NodeApp } from 'astro/app/node';
import { closeSharedStore } from '../db/index.js';
import { GENERIC_ERROR_MESSAGE } from '../edge/handle.js';
import { logger } from '../edge/log.js';
import { publicErrorPage } from '../pipeline/error-page.js';
import { allowedDomainsAt } from './allowed-domains.js';
import { guardHandler, requestIsHttps } from './guard.js';
import { health } from './health.js';
import { servePage, type PageBuild } from './serve-page.js';
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
  /** What every site page needs of the build (serve-page.ts). */
  readonly pages: PageBuild;
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

/** Which part of the server answered a request (on its log line): itself (health, files), the page cache, a page render or Astro. */
type Via = 'server' | 'kept' | 'page' | 'astro';

/** The route Astro gives `site/pages/[...path].astro`: every site page. */
const PAGE_ROUTE = '/[...path]';

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

/**
 * The storefront's request handler: the guard (security headers, 405), a request id on every
 * answer and log line, `/healthz`, the client files, every site page through its one door
 * (serve-page.ts), and everything else (the admin, account pages, API routes) rendered by Astro;
 * text compressed, ETags answered with 304 (respond.ts).
 */
export function storefrontHandler(options: StorefrontOptions, shutdown?: Shutdown): (req: IncomingMessage, res: ServerResponse) => void {
  const { app, statics } = options;
  const allowedDomains = allowedDomainsAt(app.getAllowedDomains?.() ?? [], process.env['HOST']);
  const isPageRoute = pageRouteOf(app);

  async function serve(req: IncomingMessage, res: ServerResponse, id: string, pathname: string, search: string, served: { via: Via }): Promise<void> {
    const method = req.method ?? 'GET';
    served.via = 'server';
    if (pathname === HEALTH_PATH && (method === 'GET' || method === 'HEAD')) return sendReply(req, res, await health());
    const file = method === 'GET' || method === 'HEAD' ? statics.get(pathname) : undefined;
    if (file) return sendReply(req, res, staticReply(file));
    if ((method === 'GET' || method === 'HEAD') && isPageRoute(pathname)) {
      served.via = 'page';
      const page = await servePage({ pathname, search, cookieHeader: req.headers.cookie, https: requestIsHttps(req), requestId: id }, options.pages);
      served.via = page.via;
      return sendReply(req, res, page);
    }
    served.via = 'astro';
    const request = NodeApp.createRequest(req, { allowedDomains });
    try {
      const routeData = app.match(request, true);
      const locals = { requestId: id, ...(req.socket.remoteAddress ? { peerAddress: req.socket.remoteAddress } : {}) };
      const response = await app.render(request, { addCookieHeader: true, locals, prerenderedErrorPageFetch: options.errorPage, ...(routeData ? { routeData } : {}) });
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

  // The guard first (guard.ts): the security headers on every answer, 405 for methods no route answers,
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
