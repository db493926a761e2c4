/**
 * The demo store of fixtures/sites/demo: its JSON content and its home template. Both are
 * bundled into the server at build time (Vite JSON and `?raw` imports), so the built server
 * does not depend on the working directory; the template is compiled once per server process,
 * on first use, and rendered on every request.
 */
import content from '../../fixtures/sites/demo/content.json' with { type: 'json' };
import homeSource from '../../fixtures/sites/demo/templates/home.jsont?raw';
import { createPageTemplate, type PageTemplate } from './jsont-page.js';

export const HOME_TEMPLATE_NAME = 'fixtures/sites/demo/templates/home.jsont';

export interface DemoContent {
  website: { siteTitle: string; tagline?: string; timeZone?: string };
  [key: string]: unknown;
}

/** A fresh copy of the demo content for one request (templates never see a shared object). */
export function demoContent(): DemoContent {
  return structuredClone(content) as DemoContent;
}

let home: PageTemplate | undefined;

/** The compiled home template (compiled on first call, then reused). */
export function homeTemplate(): PageTemplate {
  home ??= createPageTemplate(homeSource, HOME_TEMPLATE_NAME);
  return home;
}
