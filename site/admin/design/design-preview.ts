/**
 * A page of the site rendered with draft design values (nothing saved): the served site (its
 * published templates) with its stylesheet compiled again with the draft, shown in the Design
 * screen's frame, with the tweaks whose `showOnlyWhenPresent` the page does not have (hidden
 * there, as the platform does). The draft is checked as a save is.
 */
import type { AstroCookies } from 'astro';
import type { DesignPreview } from '../../../domain/design/design-api.js';
import { ensureCrumb } from '../../edge/crumb.js';
import { ensureVisitorId } from '../../edge/visitor-cookie.js';
import { siteContent } from '../../server/store.js';
import { renderPage } from '../../pipeline/render-page.js';
import { resolvePage } from '../../pipeline/resolve-page.js';
import { publishedSite } from '../../pipeline/site-runtime.js';
import { withDesign } from '../../pipeline/site-design.js';
import { checkedValues } from './design-settings.js';
import { hasElementMatching } from './selector-presence.js';

export async function previewDesign(values: Readonly<Record<string, unknown>>, origin: string, path: string, cookies: AstroCookies): Promise<DesignPreview> {
  const draft = await checkedValues(values);
  const snapshot = await siteContent();
  const site = await withDesign(await publishedSite(snapshot.templates), draft);
  const visit = { crumb: ensureCrumb(cookies), visitorId: ensureVisitorId(cookies) };
  const page = await resolvePage({ url: new URL(path, origin), cookies, visit, snapshot, site });
  const rendered = renderPage(page, visit.crumb);
  if (!rendered.ok) return { ok: false, message: `The page cannot be rendered: ${rendered.errors.map((e) => `${e.file}:${e.line}:${e.column}: ${e.message}`).join('; ')}` };
  const html = `${rendered.head}${rendered.tail}</body></html>`;
  const hidden = site.tweaks.filter((t) => t.showOnlyWhenPresent !== undefined && !hasElementMatching(html, t.showOnlyWhenPresent)).map((t) => t.name);
  return { ok: true, html, hidden };
}
