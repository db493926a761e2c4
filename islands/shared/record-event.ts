/**
 * A visitor-side tracking event: `POST /api/events/RecordEvent`, form-encoded `crumb` (from its
 * cookie), `event` and `data` (a JSON string, spec 000 §7). Fire and forget: a failed event never
 * bothers the visitor.
 */
import { apiRequest, CRUMB_COOKIE } from './api-request.js';
import { readCookie } from './cookies.js';

export const RECORD_EVENT_PATH = '/api/events/RecordEvent';

export function recordEvent(event: string, data: Readonly<Record<string, unknown>> = {}): void {
  const crumb = readCookie(document.cookie, CRUMB_COOKIE) ?? '';
  void apiRequest(RECORD_EVENT_PATH, {
    method: 'POST',
    body: new URLSearchParams({ crumb, event, data: JSON.stringify(data) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).catch(() => undefined);
}
