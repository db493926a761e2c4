/**
 * The admin screens' tracking events (spec 001 §2 names the screens' actions), sent as the site's
 * tracking sends events: `POST /api/events/RecordEvent`, form-encoded `crumb` (from its cookie),
 * `event` and `data` (a JSON string). Fire and forget: a failed event never bothers the merchant.
 */
import { apiRequest, CRUMB_COOKIE } from '../../shared/api-request.js';
import { readCookie } from '../../shared/cookies.js';

export const RECORD_EVENT_PATH = '/api/events/RecordEvent';

/** The form-encoded body of one event. */
export function recordEventBody(crumb: string, event: string, data: Readonly<Record<string, unknown>>): string {
  return new URLSearchParams({ crumb, event, data: JSON.stringify(data) }).toString();
}

export function recordAdminEvent(event: string, data: Readonly<Record<string, unknown>> = {}): void {
  const crumb = readCookie(document.cookie, CRUMB_COOKIE) ?? '';
  void apiRequest(RECORD_EVENT_PATH, {
    method: 'POST',
    body: recordEventBody(crumb, event, data),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).catch(() => undefined);
}
