/**
 * What `{squarespace-headers}` and `{squarespace-footers}` print: the title, description,
 * stylesheet, the page's layouts' stylesheet, the style keeping scarcity text out of the first render
 * where the merchant did not set scarcityShownByDefault (scarcity-style.ts), canonical link, Open Graph and Twitter tags and Product JSON-LD (seo.ts) of the
 * page, then the owner's header code; the facts the tracking script reads, the client-side
 * tracking events' config (a JSON block, only when the site turned them on or has an ad pixel),
 * session recording's (a JSON block, only while the owner's toggle is on),
 * the cookie banner (hidden; shown by the tracking script to a visitor who has not answered),
 * the owner's footer code, and in development the live reload client. The owner's code is written as they stored it
 * (only roles with `settings` write may set it), and only in the version an ADMIN allowed (the
 * snapshot's code is empty otherwise, content-service.ts). The islands follow the footers
 * (inserted by the page that renders them).
 */
import { COMMERCE_EVENTS_ELEMENT_ID, FACTS_ELEMENT_ID } from '../../domain/tracking/constants.js';
import { SESSION_RECORDING_ELEMENT_ID } from '../../domain/tracking/session-recording.js';
import { cookieBannerHtml } from '../features/tracking/cookie-banner.js';
import { scarcityStyle } from './scarcity-style.js';
import { factsToAttributes } from '../../domain/tracking/page-facts.js';
import { attributes, escapeHtml } from './html.js';
import type { PageObject } from './page-object.js';
import { liveReloadElement } from './live-reload.js';
import { isDevMode } from './site-location.js';
import { devProblemsHtml } from './dev-problems.js';
import { faviconUrl, stylesheetHtml } from './site-assets.js';
import { seoHtml } from './seo.js';
import { LAYOUT_BASE_CSS } from '../features/page-builder/layout-css.js';

export function headersHtml(page: PageObject): string {
  // The template's own head has its charset and viewport (the response says utf-8 too).
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '',
    `<link rel="icon" href="${faviconUrl(page.site)}">`,
    stylesheetHtml(page.site),
    // The page's layouts: the grid, then each layout's placements (after the site's stylesheet).
    page.layoutCss && page.layoutCss.length > 0 ? `<style data-page-layouts>${[LAYOUT_BASE_CSS, ...page.layoutCss].join('\n')}</style>` : '',
    scarcityStyle(page.islands.commerce?.products, page.context),
    seoHtml(page),
    page.code.header,
  ].filter(Boolean).join('\n');
}

/** JSON as the text of a `<script type="application/json">` block (no `<` to end it early). */
function jsonBlockText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function footersHtml(page: PageObject): string {
  const facts = `<div id="${FACTS_ELEMENT_ID}" hidden ${attributes(factsToAttributes(page.facts))}></div>`;
  const events = page.commerceEvents ? `<script type="application/json" id="${COMMERCE_EVENTS_ELEMENT_ID}">${jsonBlockText(page.commerceEvents)}</script>` : '';
  const recording = page.sessionRecording ? `<script type="application/json" id="${SESSION_RECORDING_ELEMENT_ID}">${jsonBlockText(page.sessionRecording)}</script>` : '';
  const banner = page.cookieBanner ? cookieBannerHtml(page.cookieBanner) : '';
  const reload = isDevMode() ? liveReloadElement(page.site.version) : '';
  const problems = isDevMode() ? devProblemsHtml(page.site.errors) : '';
  return [facts, events, recording, banner, page.code.footer, problems, reload].filter(Boolean).join('\n');
}
