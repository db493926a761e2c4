// The demo store of fixtures/sites/demo read from disk, and its templates rendered through the
// engine API the way the site renders them (site/lib/demo-routes.ts, site/lib/jsont-page.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { expect } from 'vitest';
import { compile } from '../../../engine/index.js';
import { DEMO_STORE_FILES, type DemoStore } from '../../../site/lib/demo-store.js';
import { resolveDemoRoute, type DemoRoute, type ResolvedPage } from '../../../site/lib/demo-routes.js';

export const demoDir = new URL('../../../fixtures/sites/demo/', import.meta.url);
export const templatesDir = new URL('templates/', demoDir);

/** A fresh copy of the whole store, from its JSON files. */
export function loadDemoStore(): DemoStore {
  const store: Partial<Record<keyof DemoStore, unknown>> = {};
  for (const [part, file] of Object.entries(DEMO_STORE_FILES)) {
    store[part as keyof DemoStore] = JSON.parse(readFileSync(new URL(file, demoDir), 'utf8'));
  }
  return store as DemoStore;
}

/** Every template file in fixtures/sites/demo/templates/. */
export function templateFiles(): string[] {
  return readdirSync(templatesDir).filter((name) => name.endsWith('.jsont')).sort();
}

export function templateSource(name: string): string {
  return readFileSync(new URL(`${name}.jsont`, templatesDir), 'utf8');
}

/** A fixed "now" (2026-03-10T12:00:00Z) so that renders do not depend on the clock. */
export const NOW = Date.UTC(2026, 2, 10, 12);

/** Renders a template with the data, failing the test on any compile or render error. */
export function renderTemplate(name: string, data: unknown): string {
  const template = compile(templateSource(name), { name: `fixtures/sites/demo/templates/${name}.jsont` });
  expect(template.errors.map((e) => e.format())).toEqual([]);
  const result = template.render(data, { locale: 'en-US', now: NOW });
  expect(result.errors.map((e) => e.format())).toEqual([]);
  return result.html;
}

/** Resolves a route of the store and renders its template: what the site serves, minus the shell. */
export function renderRoute(route: DemoRoute, store: DemoStore = loadDemoStore()): { page: ResolvedPage; html: string } {
  const page = resolveDemoRoute(store, route);
  return { page, html: renderTemplate(page.template, page.context) };
}
