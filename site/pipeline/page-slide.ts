/**
 * The slide a request shows as its whole page, without the site's layout: a cover page's
 * (page type 3) published slide `page/<id>`, or, on the site's lock screen, the published
 * `site/lock-screen` slide (its password slice drawing the lock's own form). None published: the
 * page renders as before. A slide whose template fails is logged and the page renders as before.
 */
import { isCoverPage } from '../../domain/layout/cover-page.js';
import { isJsonObject as isObject, type JsonObject } from '../../domain/json-object.js';
import type { PageRecord } from '../content/types.js';
import { requestLog } from '../edge/log.js';
import { renderSlidePage, type SlideAccess } from '../features/page-builder/render-slide.js';
import type { StoredSlide } from '../features/page-builder/slide-store.js';
import type { SiteRuntime } from './site-runtime.js';

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
