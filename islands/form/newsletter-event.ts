/** A newsletter form's success is recorded as an event (spec §4, §7 RecordEvent). */
import { apiRequest, CRUMB_COOKIE } from '../shared/api-request.js';
import { readCookie } from '../shared/cookies.js';

export const NEWSLETTER_EVENT = 'newsletter-subscribe';
export const RECORD_EVENT_PATH = '/api/events/RecordEvent';

/** The form-encoded body: crumb (from the cookie), event, data (JSON string). */
export function newsletterEventBody(crumb: string, data: Record<string, unknown>): string {
  return new URLSearchParams({ crumb, event: NEWSLETTER_EVENT, data: JSON.stringify(data) }).toString();
}

/** Fire and forget: a failure is swallowed (tracking never bothers the visitor). */
export function recordNewsletterSubscribe(data: Record<string, unknown>): void {
  const crumb = readCookie(document.cookie, CRUMB_COOKIE) ?? '';
  void apiRequest(RECORD_EVENT_PATH, {
    method: 'POST',
    body: newsletterEventBody(crumb, data),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).catch(() => undefined);
}
