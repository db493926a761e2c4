/**
 * The slide a request shows as its whole page, without the site's layout: a cover page's
 * (page type 3) published slide `page/<id>`, or, on the site's lock screen, the published
 * `site/lock-screen` slide (its password slice drawing the lock's own form). None published: the
 * page renders as before. A slide whose template fails is logged and the page renders as before.
 * The popup overlay's published `site/popup-overlay` slide (with at least one slice) is drawn
 * inside the popup's dialog instead (popupSlide).
 */
import { isCoverPage } from '../../domain/layout/cover-page.js';
import { isJsonObject as isObject, type JsonObject } from '../../domain/json-object.js';
import type { PageRecord } from '../content/types.js';
import { requestLog } from '../edge/log.js';
import { renderSlideInPage, renderSlidePage, type SlideAccess } from '../features/page-builder/render-slide.js';
import type { StoredSlide } from '../../domain/layout/layout-media.js';
import type { SiteRuntime } from './site-runtime.js';
import type { PopupSlide } from '../../domain/popup-overlay/popup-slide.js';

export interface SlideSources {
  slides: Readonly<Record<string, StoredSlide>>;
  site: SiteRuntime;
  website: JsonObject;
  title: string;
  language: string;
  timeZone: string | undefined;
  crumb: string;
}


function accessOf(context: JsonObject): SlideAccess | undefined {
  const a = context['access'];
  if (!isObject(a)) return undefined;
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  return { scope: text(a['scope']), action: text(a['action']), crumb: text(a['crumb']), returnTo: text(a['returnTo']), error: typeof a['error'] === 'string' ? a['error'] : null };
}

/** The whole document, or undefined when this request shows no slide. */
export function slidePage(src: SlideSources, page: PageRecord | undefined, gate: string | undefined, context: JsonObject): string | undefined {
  let owner: string | undefined;
  if (gate === 'site') owner = 'site/lock-screen';
  else if (gate === undefined && page && isCoverPage(page.page)) owner = `page/${page.page.id}`;
  const stored = owner !== undefined && Object.hasOwn(src.slides, owner) ? src.slides[owner] : undefined;
  if (!stored || owner === undefined) return undefined;
  const access = gate === 'site' ? accessOf(context) : undefined;
  const done = renderSlidePage(stored, { compiled: src.site.compiled, website: src.website, title: src.title, language: src.language, timeZone: src.timeZone, crumb: src.crumb, ...(access ? { access } : {}) });
  if (done.ok) return done.html;
  requestLog(undefined).error({ owner }, `slide ${owner}: ${done.error}`);
  return undefined;
}

export const POPUP_SLIDE_OWNER = 'site/popup-overlay';

/** The published popup slide drawn for the dialog, or undefined when none is published (or it has no slice). */
export function popupSlide(src: SlideSources): PopupSlide | undefined {
  const stored = Object.hasOwn(src.slides, POPUP_SLIDE_OWNER) ? src.slides[POPUP_SLIDE_OWNER] : undefined;
  if (!stored || stored.slide.slices.length === 0) return undefined;
  const done = renderSlideInPage(stored, { compiled: src.site.compiled, website: src.website, title: src.title, language: src.language, timeZone: src.timeZone, crumb: src.crumb }, '#popup-overlay');
  if (!done.ok) {
    requestLog(undefined).error({ owner: POPUP_SLIDE_OWNER }, `slide ${POPUP_SLIDE_OWNER}: ${done.error}`);
    return undefined;
  }
  const heading = stored.slide.slices.find((s) => (s.name === 'heading' || s.name === 'sub-heading') && s.content.text);
  return { html: done.html, label: heading?.content.text ?? src.title };
}
