/**
 * A layout draft previewed, nothing stored: checked as a save is (or a kept published version of
 * the history, `{version}`: 404 `unknown-version`, drawn as it was kept), put in place of the owner's
 * published layout in the content snapshot, and the owner's public page rendered with it as a
 * visitor would see it (the editor shows it in a sandboxed frame at 390 and 1280 px), with each
 * block's own HTML by id for the editor's canvas.
 */
import type { AstroCookies } from 'astro';
import type { LayoutPreview } from '../../../domain/layout/layout-api.js';
import type { Store } from '../../db/index.js';
import { ensureCrumb } from '../../edge/crumb.js';
import { ensureVisitorId } from '../../edge/visitor-cookie.js';
import { ApiError } from '../../edge/api-error.js';
import { checkLayout } from '../../features/page-builder/check-layout.js';
import { keptLayout, readLayoutState } from '../../features/page-builder/layout-store.js';
import { renderPage } from '../../pipeline/render-page.js';
import { resolvePage } from '../../pipeline/resolve-page.js';
import { layoutHtml } from '../../pipeline/page-layouts.js';
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';
import { rulesFor, type FoundOwner } from './layout-calls.js';

export const SITE_STYLESHEET = '/site.css';

async function checkedDraft(store: Store, found: FoundOwner, layout: unknown, roles: readonly string[]) {
  const state = await readLayoutState(store, found.owner);
  return (await checkLayout(store, layout, { ...rulesFor(found, state, roles), draft: true })).stored;
}

export async function previewLayout(store: Store, found: FoundOwner, input: { layout: unknown } | { version: number }, roles: readonly string[], origin: string, cookies: AstroCookies): Promise<LayoutPreview> {
  const stored = 'version' in input ? await keptLayout(store, found.owner, input.version) : await checkedDraft(store, found, input.layout, roles);
  const snapshot = { ...found.snapshot, layouts: { ...found.snapshot.layouts, [found.owner]: stored } };
  const visit = { crumb: ensureCrumb(cookies), visitorId: ensureVisitorId(cookies) };
  const url = new URL(found.pageUrl, origin);
  const page = await resolvePage({ url, cookies, visit, snapshot, site: found.site });
  const rendered = renderPage(page, visit.crumb);
  if (!rendered.ok) throw new ApiError(500, 'preview-failed', `The page cannot be rendered: ${rendered.errors.map((e) => `${e.file}:${e.line}:${e.column}: ${e.message}`).join('; ')}`);
  const settings = readWebsiteSettings(snapshot.content.website);
  const own = layoutHtml(found.owner, stored, {
    site: found.site, content: snapshot.content, layouts: snapshot.layouts, design: snapshot.design, path: url.pathname, origin, language: settings.language, timeZone: settings.timeZone,
  });
  return { page: `${rendered.head}${rendered.tail}</body></html>`, blocks: own.blocks, stylesheet: SITE_STYLESHEET };
}
