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

/** 001 §9: the analytics id lives in its own cookie for 390 days, and in local storage under a key with the same expiry. */
export const ANALYTICS_ID_COOKIE = 'ss_aid';
export const ANALYTICS_ID_MAX_AGE_S = 390 * 24 * 60 * 60;
export const ANALYTICS_ID_KEY = 'sf:analytics-id';
/** 001 §4: a session id created once per browser session, kept in a session cookie. */
export const SESSION_ID_COOKIE = 'ss_sid';
/** 001 §4: whether this page is the session's first (session storage) and whether this is the visitor's first session (local storage). */
export const FIRST_LANDING_KEY = 'sf:first-landing';
export const FIRST_SESSION_KEY = 'sf:first-session';
/** Every cookie tracking sets, cleared under the restrictive policy. */
export const TRACKING_COOKIES = [...POLICY_CLEARED_COOKIES, ANALYTICS_ID_COOKIE, SESSION_ID_COOKIE] as const;

/** 001 §9: performance tracking version, settings timeout, sending 30 s after load or when hidden, waiting at most 60 s. */
export const PERFORMANCE_VERSION = '4.3.0';
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;
export const PERFORMANCE_MAX_WAIT_MS = 60_000;

/** 001 §8: what tracking tells the console and the error reporter. */
export const TRACKING_MESSAGES = {
  storage: 'Unable access local/session storage.',
  analyticsId: 'Unable to store analyticsId',
  pageLoadId: 'Unable to resolve pageLoadId',
  settingsTimeout: 'Metric settings request timeout',
  emptyRecord: 'Data is empty',
  eventStatus: (status: number) => `Error tracking event: HTTP Status ${String(status)}`,
} as const;

/** 001 §9: "Session recording only with 3 or more CPU cores" (the rest of its rule: session-recording.ts). */
export const MIN_RECORDING_CORES = 3;
/** The id of the `<script type="application/json">` block a page carries while session recording's toggle is on. */
export const SESSION_RECORDING_ELEMENT_ID = 'sf-session-recording';
