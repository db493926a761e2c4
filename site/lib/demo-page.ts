/**
 * One request to a page of the demo store: resolve the route, then answer the JSON context
 * (`?format=json`) or render the page's template, and the site header, with the engine.
 * Template errors are logged on the server; the visitor sees whatever rendered.
 */
import type { RenderOptions } from '../../engine/index.js';
import type { JsonObject } from './demo-store.js';
import { resolveDemoRoute, siteContext, type DemoRoute, type ResolvedPage } from './demo-routes.js';
import type { DemoStore } from './demo-store.js';
import { loadSiteContent } from './site-content.js';
import { demoTemplate } from './demo-templates.js';
import { jsonContextResponse, wantsJsonContext } from './page-response.js';

export type DemoPageResult =
  | { kind: 'json'; response: Response }
  | { kind: 'html'; status: number; title: string; headerHtml: string; html: string };

const RENDER_OPTIONS: RenderOptions = { locale: 'en-US' };

/** The site header (title and navigation), rendered by the engine; also used by the home page. */
export function demoSiteHeader(store: DemoStore): string {
  return demoTemplate('site-header').render(structuredClone(siteContext(store)), RENDER_OPTIONS).html;
}

/**
 * `visitor`: what only this visitor's HTML carries (their crumb, a flashed message), added to the
 * render context but never to the JSON context.
 */
export async function demoPage(route: DemoRoute, url: URL, visitor: JsonObject = {}): Promise<DemoPageResult> {
  const store = await loadSiteContent();
  return renderResolvedPage(resolveDemoRoute(store, route), url, store, visitor);
}

/** Answers a resolved page: its JSON context (`?format=json`) or its template's rendering. */
export function renderResolvedPage(page: ResolvedPage, url: URL, store: DemoStore, visitor: JsonObject = {}): DemoPageResult {
  // A fresh copy per request: templates never see an object another request saw.
  const context = structuredClone(page.context);
  if (wantsJsonContext(url)) return { kind: 'json', response: jsonContextResponse(context, page.status) };
  const { html } = demoTemplate(page.template).render({ ...context, ...structuredClone(visitor) }, { ...RENDER_OPTIONS, now: Date.now() });
  return { kind: 'html', status: page.status, title: page.title, headerHtml: demoSiteHeader(store), html };
}

/** A page made for one visitor (a cart, an order): neither its HTML nor its JSON context may be kept by a cache. */
export function visitorOnly(page: DemoPageResult, headers: Headers): DemoPageResult {
  headers.set('cache-control', 'no-store');
  if (page.kind === 'json') page.response.headers.set('cache-control', 'no-store');
  return page;
}
