/**
 * What every page runs (mounted by site/layouts/Base.astro): the error reporter at once; after
 * load and idle, the visitor cookies, the session (session-info.ts), the page view, the census calls of the page's add-to-cart
 * buttons and forms (page-census.ts) and the performance records — or, under the
 * restrictive cookie policy, only clearing the five cookies (no tracking at all). The cookie
 * banner, when the page has it, asks a visitor who has not answered; the answer starts tracking or
 * clears its cookies at once (consent-banner.ts). The
 * client-side tracking events (commerce-events.ts) are a chunk of their own, loaded only when
 * the page carries their config block (feature flag on, or an ad pixel configured); so is session
 * recording (session-recording.ts), loaded only where the owner's toggle put its block on the page
 * and the device has 3 or more cores.
 */
import { afterLoad, pageFacts, restrictive } from './browser.js';
import { COMMERCE_EVENTS_ELEMENT_ID, COOKIE_BANNER_ELEMENT_ID, MIN_RECORDING_CORES, SESSION_RECORDING_ELEMENT_ID } from '../../domain/tracking/constants.js';
import { recordPageView } from './census.js';
import { recordPageElements } from './page-census.js';
import { installErrorReporter } from './error-reporter.js';
import { collectPerformance } from './performance.js';
import type { SessionInfo } from './performance-records.js';
import { clearVisitorCookies, updateVisitorCookies } from './visitor-cookies.js';
import { trackingAllowed } from './tracking-rules.js';
import { currentSession } from './visitor-session.js';
import type { PageFacts } from '../../domain/tracking/page-facts.js';

const report = installErrorReporter();

afterLoad(() => {
  const facts = pageFacts();
  if (!facts) return;
  let started = false;
  const startOrClear = (): void => {
    if (restrictive(facts)) clearVisitorCookies();
    else if (!started) {
      started = true;
      startTracking(facts);
    }
  };
  startOrClear();
  // The banner's answer sets the consent the policy reads: tracking starts now, or its cookies go.
  // Its code loads only on a page that has the banner.
  if (document.getElementById(COOKIE_BANNER_ELEMENT_ID) !== null) {
    void import('./consent-banner.js').then(({ askConsent }) => askConsent(startOrClear)).catch(() => undefined);
  }
});

function startTracking(facts: PageFacts): void {
  const visit = updateVisitorCookies();
  const session = currentSession();
  recordPageView();
  recordPageElements();
  const events = document.getElementById(COMMERCE_EVENTS_ELEMENT_ID);
  if (events && trackingAllowed(facts, location.pathname, false)) {
    void import('./commerce-events.js').then((m) => m.startFromBlock(events.textContent, facts, session)).catch(() => undefined);
  }
  // Session recording's code loads only where the owner turned it on and the device has the cores.
  const recording = document.getElementById(SESSION_RECORDING_ELEMENT_ID);
  if (recording && navigator.hardwareConcurrency >= MIN_RECORDING_CORES) {
    void import('./session-recording.js').then((m) => m.startSessionRecording(recording.textContent, session.sessionId)).catch(() => undefined);
  }
  collectPerformance(
    (): SessionInfo => ({
      newVisitor: visit.newVisitor,
      newVisit: visit.newVisit,
      visitCount: visit.record.visitCount,
      sessionId: session.sessionId,
      firstLanding: session.firstLanding,
      firstSession: session.firstSession,
      viewportWidth: innerWidth,
      viewportHeight: innerHeight,
      pageType: facts.pageType,
      connection: (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType,
    }),
    report,
  );
}
