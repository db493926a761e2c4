/**
 * `POST /api/admin/slides/<owner>/preview {slide}`: the slide being edited drawn as visitors will
 * see it (render-slide.ts), checked as a save (400 `invalid-slide` with paths); nothing stored.
 * `{version}`: a kept published version of the history (404 `unknown-version`), drawn as it was kept.
 * A lock screen's password slice shows its form without a working action.
 */
import type { AstroCookies } from 'astro';
import type { SlidePreview } from '../../../domain/layout/slide-api.js';
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';
import type { Store } from '../../db/index.js';
import { ensureCrumb } from '../../edge/crumb.js';
import { ApiError } from '../../edge/api-error.js';
import { checkSlide } from '../../features/page-builder/check-slide.js';
import { keptSlide } from '../../features/page-builder/slide-store.js';
import type { FoundSlideOwner } from '../../features/page-builder/slide-owner.js';
import { renderSlidePage } from '../../features/page-builder/render-slide.js';
import { servedSite } from '../../pipeline/site-runtime.js';
import { siteContent } from '../../server/store.js';

export async function previewSlide(store: Store, found: FoundSlideOwner, input: { slide: unknown } | { version: number }, cookies: AstroCookies): Promise<SlidePreview> {
  const stored = 'version' in input ? await keptSlide(store, found.owner, found.type, input.version) : await checkSlide(store, input.slide, found.type);
  const snapshot = await siteContent();
  const site = await servedSite(snapshot.templates, snapshot.design);
  const website = snapshot.content.website;
  const settings = readWebsiteSettings(website);
  const crumb = ensureCrumb(cookies);
  const access = found.type === 'lock-screen' ? { access: { scope: 'site', action: '#', crumb, returnTo: '/', error: null } } : {};
  const done = renderSlidePage(stored, { compiled: site.compiled, website, title: settings.siteTitle || 'Preview', language: settings.language, timeZone: settings.timeZone, crumb, ...access });
  if (!done.ok) throw new ApiError(500, 'preview-failed', `The slide cannot be rendered: ${done.error}`);
  return { page: done.html };
}
