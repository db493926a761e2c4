/** Spec 000 §6 and §9: the visitor cookies, their lifetimes, and the tracking limits. */

/**
 * Cookie names (§6 lists five; which is which is ours): `ss_cvr` is the visitor record
 * (id|first|previous|current|visits), `ss_cvt` the visit time (the visit's last activity, ms).
 * `ss_cid`, `ss_cpvisit` and `ss_cvisit` are never set here, only cleared under the policy.
 */
export const VISITOR_RECORD_COOKIE = 'ss_cvr';
export const VISIT_TIME_COOKIE = 'ss_cvt';
export const POLICY_CLEARED_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const;
/** The visitor's answer to the cookie banner: `true` or `false` (absent: no answer yet). */
export const CONSENT_COOKIE = 'ss_cookieAllowed';
/** How long the visitor's answer to the cookie banner is kept: a year. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The id of the cookie banner's element (site/features/tracking/cookie-banner.ts). */
export const COOKIE_BANNER_ELEMENT_ID = 'sf-cookie-banner';

/** "Visitor record cookie 2 years; visit-time cookie 30 minutes." */
export const VISITOR_RECORD_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
export const VISIT_TIME_MAX_AGE_S = 30 * 60;

/** "Tracking timeout 2500 ms." */
export const TRACKING_TIMEOUT_MS = 2500;

/** "Error reporter: at most 20 sends per page, 10 queued errors, 1 s debounce, stack cut at 5000 characters." */
export const ERROR_MAX_SENDS = 20;
export const ERROR_MAX_QUEUED = 10;
export const ERROR_DEBOUNCE_MS = 1000;
export const ERROR_STACK_MAX = 5000;

/** Performance records go once: when the page is hidden, or this long after load. */
export const PERFORMANCE_SEND_AFTER_MS = 30_000;

/** The id of the element whose data attributes carry the page's facts (site/features/tracking/tracking-facts.ts). */
export const FACTS_ELEMENT_ID = 'sf-tracking';

/** The id of the `<script type="application/json">` block holding the page's tracking-events config (commerce-events.ts). */
export const COMMERCE_EVENTS_ELEMENT_ID = 'sf-commerce-events';

export const ENDPOINTS = {
  hit: '/api/census/RecordHit',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
  quickView: '/api/census/RecordQuickView/',
  errors: '/api/events/RecordJavascriptErrors',
  performanceSettings: '/api/1/performance/settings',
  performanceRecords: '/api/1/performance/records',
} as const;
