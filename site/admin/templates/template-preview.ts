/**
 * What the editor shows beside a template: the JSON context a page of the site gives its
 * templates (for completing data paths), and a page rendered with a draft laid over the folder,
 * without publishing it.
 */
import type { AstroCookies } from 'astro';
import type { Store } from '../../db/index.js';
import type { TemplatePreview } from '../../../domain/admin/templates.js';
import { ensureCrumb } from '../../server/crumb.js';
import { siteContent } from '../../server/store.js';
import { renderPage } from '../../pipeline/render-page.js';
import { resolvePage } from '../../pipeline/resolve-page.js';
import { servedSite } from '../../pipeline/site-runtime.js';
import { draftProblems, siteWithDraft } from './template-files.js';
import type { JsonObject } from '../../../domain/json-object.js';

function siteUrl(origin: string, path: string): URL {
  return new URL(path, origin);
}

/** The context the page's main template receives, with the platform values under `squarespace`. */
export async function previewContext(origin: string, path: string, cookies: AstroCookies): Promise<JsonObject> {
  const snapshot = await siteContent();
  const site = await servedSite(snapshot.templates);
  const page = await resolvePage({ url: siteUrl(origin, path), cookies, snapshot, site });
  return { ...page.context, squarespace: page.platform };
}

/** The page at `path` rendered as it would be with `source` published at `template` (no islands, no scripts). */
export async function previewDraft(store: Store, template: string, source: string, origin: string, path: string, cookies: AstroCookies): Promise<TemplatePreview> {
  const site = await siteWithDraft(store, template, source);
  const problems = draftProblems(site, template);
  if (problems.length > 0) return { ok: false, errors: problems };
  const page = await resolvePage({ url: siteUrl(origin, path), cookies, snapshot: await siteContent(), site });
  const rendered = renderPage(page, ensureCrumb(cookies));
  if (!rendered.ok) return { ok: false, errors: rendered.errors.map(({ file, line, column, message }) => ({ file, line, column, message })) };
  return { ok: true, html: `${rendered.head}${rendered.tail}</body></html>` };
}
