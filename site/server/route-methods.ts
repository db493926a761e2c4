import { defineMiddleware } from 'astro:middleware';
import { errorResponse } from '../edge/json-response.js';

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];

// Endpoints are loaded only when a request first reaches them (the same modules the routes run);
// pages are listed without loading them.
const endpoints = import.meta.glob<Record<string, unknown>>('../pages/**/*.ts');
const pages = Object.keys(import.meta.glob('../pages/**/*.astro'));

/** The route pattern Astro gives a file of `site/pages/` (`../pages/api/X/index.ts` → `/api/x`: Astro lower-cases it). */
export function routeOfFile(file: string): string {
  const path = file.replace(/^\.\.\/pages/, '').replace(/\.(ts|astro)$/, '').replace(/\/index$/, '');
  return path === '' ? '/' : path.toLowerCase();
}

/** The methods an endpoint module answers (GET brings HEAD); undefined when it answers `ALL`. */
export function methodsOfModule(module: Record<string, unknown>): readonly string[] | undefined {
  if (typeof module['ALL'] === 'function') return undefined;
  const methods: string[] = HTTP_METHODS.filter((method) => typeof module[method] === 'function');
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.splice(methods.indexOf('GET') + 1, 0, 'HEAD');
  return methods;
}

const loaders = new Map(Object.entries(endpoints).map(([file, load]) => [routeOfFile(file), load]));
const pageRoutes = new Set(pages.map(routeOfFile));
const known = new Map<string, readonly string[] | undefined>();

/** The methods the route of `pattern` answers; undefined for routes not of `site/pages/` or answering any. */
export async function allowedMethods(pattern: string): Promise<readonly string[] | undefined> {
  if (known.has(pattern)) return known.get(pattern);
  let methods: readonly string[] | undefined;
  if (pageRoutes.has(pattern)) methods = PAGE_METHODS;
  else {
    const load = loaders.get(pattern);
    methods = load === undefined ? undefined : methodsOfModule(await load());
  }
  known.set(pattern, methods);
  return methods;
}

function notAllowedPage(method: string, allow: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Method not allowed</title></head><body><h1>Method not allowed</h1><p>This address does not answer ${method} requests (it answers ${allow}).</p></body></html>`;
  return new Response(html, { status: 405, headers: { 'content-type': 'text/html; charset=utf-8', allow, 'cache-control': 'no-store' } });
}

/** A request with a method its route does not answer: 405 with `Allow` (JSON on `/api/`). */
export const refuseOtherMethods = defineMiddleware(async (context, next) => {
  const methods = await allowedMethods(context.routePattern);
  const method = context.request.method;
  if (methods === undefined || methods.includes(method)) return next();
  const allow = methods.join(', ');
  if (context.url.pathname.startsWith('/api/')) {
    return errorResponse(405, 'method-not-allowed', `This API call does not answer ${method} requests (it answers ${allow}).`, [], { allow });
  }
  return notAllowedPage(method, allow);
});
