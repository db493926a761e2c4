/**
 * What every page runs (mounted by site/layouts/Base.astro): the error reporter at once; after
 * load and idle, the visitor cookies, the page view, the census calls of the page's add-to-cart
 * buttons and forms (page-census.ts) and the performance records — or, under the
 * restrictive cookie policy, only clearing the five cookies (no tracking at all).
 */
import { afterLoad, pageFacts, restrictive } from './browser.js';
import { recordPageView } from './census.js';
import { recordPageElements } from './page-census.js';
import { installErrorReporter } from './error-reporter.js';
import { collectPerformance } from './performance.js';
import type { SessionInfo } from './performance-records.js';
import { clearVisitorCookies, updateVisitorCookies } from './visitor-cookies.js';

installErrorReporter();

afterLoad(() => {
  const facts = pageFacts();
  if (!facts) return;
  if (restrictive(facts)) {
    clearVisitorCookies();
    return;
  }
  const visit = updateVisitorCookies();
  recordPageView();
  recordPageElements();
  collectPerformance(
    (): SessionInfo => ({
      newVisitor: visit.newVisitor,
      newVisit: visit.newVisit,
      visitCount: visit.record.visitCount,
      viewportWidth: innerWidth,
      viewportHeight: innerHeight,
      pageType: facts.pageType,
      connection: (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType,
    }),
  );
});
