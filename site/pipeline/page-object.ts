/**
 * One request to a page, resolved once (site/pipeline/resolve-page.ts): everything the renderer,
 * the islands and tracking read. Nothing after resolution goes back to the database or the folder.
 */
import type { SessionRecordingConfig } from '../../domain/tracking/session-recording.js';
import type { CookieBanner } from '../features/tracking/cookie-banner.js';
import type { PageFacts } from '../../domain/tracking/page-facts.js';
import type { CommerceEventsConfig } from '../../domain/tracking/commerce-events.js';
import type { Route } from '../content/types.js';
import type { CompiledTemplate } from '../folder/compile-folder.js';
import type { SiteRuntime } from './site-runtime.js';
import type { JsonObject } from '../../domain/json-object.js';
import type { PageIslands } from '../../domain/page-islands.js';

export interface PageObject {
  status: number;
  route: Route;
  /** What the main template receives; also the `?format=json` answer. */
  context: JsonObject;
  /** The list, item or page template rendered into `{squarespace.main-content}`. */
  main: CompiledTemplate | undefined;
  /** The page's own published layout (`page/<id>`), drawn after the main template in `{squarespace.main-content}` (page-layouts.ts). */
  mainLayout?: string;
  /** The stylesheets of the layouts the page shows, written in `{squarespace-headers}` (headers.ts). */
  layoutCss?: readonly string[];
  /** A slide shown as the whole page (a cover page's, the lock screen's): the document, instead of the layout (page-slide.ts). */
  slidePage?: string;
  /** The layout (template.conf `layouts` id) framing the page. */
  layout: string | undefined;
  title: string;
  description: string;
  /** Platform values put under `squarespace` for the templates (navigation, queries, block fields…). */
  platform: JsonObject;
  islands: PageIslands;
  facts: PageFacts;
  /** The client-side tracking events' config (flag on or ad pixel configured; site/features/tracking/commerce-events.ts). */
  commerceEvents: CommerceEventsConfig | undefined;
  /** The cookie banner, when the owner turned it on (site/features/tracking/cookie-banner.ts). */
  cookieBanner?: CookieBanner | undefined;
  /** Session recording's block, while the owner's toggle is on (site/features/tracking/session-recording.ts). */
  sessionRecording?: SessionRecordingConfig | undefined;
  /** Made for one visitor (a cart, an order): never kept by a cache. */
  visitorOnly: boolean;
  /**
   * A visitor's page the browser may keep in its back/forward cache (`private, no-cache` rather
   * than `no-store`): nothing on it goes stale unseen, since its islands reload it on `pageshow`.
   */
  restorable?: boolean;
  /** Kept out of search engines (a lock screen or password page): `X-Robots-Tag` and a robots meta say noindex. */
  noindex?: boolean;
  /** The site's default language: `<html lang>` (via `website.language`) and the engine's locale. */
  language: string;
  timeZone: string | undefined;
  /** The owner's code for `{squarespace-headers}` and `{squarespace-footers}` (site-header-footer). */
  code: { header: string; footer: string };
  site: SiteRuntime;
  /** The flash cookies (one-time messages) this page showed: its answer deletes them (site/http/serve-page.ts). */
  shown: readonly string[];
  /** Whether the cart pill is there only because the visitor's cart holds something (the page cache keeps both cases apart). */
  pillByCart: boolean;
}
