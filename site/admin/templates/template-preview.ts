/**
 * What the editor shows beside a template: the JSON context a page of the site gives its
 * templates (for completing data paths), and a page rendered with a draft laid over the folder,
 * without publishing it.
 */
import type { AstroCookies } from 'astro';
import type { Store } from '../../db/index.js';
import type { TemplatePreview } from '../../../domain/admin/templates.js';
import { ensureCrumb } from '../../edge/crumb.js';
import { ensureVisitorId } from '../../edge/visitor-cookie.js';
import { siteContent } from '../../server/store.js';
import { renderPage } from '../../pipeline/render-page.js';
import { resolvePage } from '../../pipeline/resolve-page.js';
import { servedSite } from '../../pipeline/site-runtime.js';
import { withDesign } from '../../pipeline/site-design.js';
import { draftProblems, siteWithDraft } from './template-files.js';
import type { JsonObject } from '../../../domain/json-object.js';

function siteUrl(origin: string, path: string): URL {
  return new URL(path, origin);
}

/** The admin's own crumb and visitor id, as a page would be resolved for them. */
function visitOf(cookies: AstroCookies): { crumb: string; visitorId: string } {
  return { crumb: ensureCrumb(cookies), visitorId: ensureVisitorId(cookies) };
}

/** The context the page's main template receives, with the platform values under `squarespace`. */
export async function previewContext(origin: string, path: string, cookies: AstroCookies): Promise<JsonObject> {
  const snapshot = await siteContent();
  const site = await servedSite(snapshot.templates, snapshot.design);
  const page = await resolvePage({ url: siteUrl(origin, path), cookies, visit: visitOf(cookies), snapshot, site });
  return { ...page.context, squarespace: page.platform };
}

/** The page at `path` rendered as it would be with `source` published at `template` (no islands, no scripts). */
export async function previewDraft(store: Store, template: string, source: string, origin: string, path: string, cookies: AstroCookies): Promise<TemplatePreview> {
  const draft = await siteWithDraft(store, template, source);
  const problems = draftProblems(draft, template);
  if (problems.length > 0) return { ok: false, errors: problems };
  const visit = visitOf(cookies);
  const snapshot = await siteContent();
  // With the owner's saved design, as the page would be served.
  const site = await withDesign(draft, snapshot.design);
  const page = await resolvePage({ url: siteUrl(origin, path), cookies, visit, snapshot, site });
  const rendered = renderPage(page, visit.crumb);
  if (!rendered.ok) return { ok: false, errors: rendered.errors.map(({ file, line, column, message }) => ({ file, line, column, message })) };
  return { ok: true, html: `${rendered.head}${rendered.tail}</body></html>` };
}
