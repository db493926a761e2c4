/**
 * The API keys panel's and creation modal's tracking events (spec 001 §2), sent as RecordEvent
 * calls: form-encoded crumb, event, data. Fire and forget: a failed event never bothers the merchant.
 */
import { API_KEY_EVENTS, type ApiKeyEvent } from '../../../domain/admin/api-keys.js';
import { apiRequest, CRUMB_COOKIE } from '../../shared/api-request.js';
import { readCookie } from '../../shared/cookies.js';

const RECORD_EVENT_PATH = '/api/events/RecordEvent';

export function recordApiKeyEvent(event: ApiKeyEvent, data: Record<string, unknown> = {}): void {
  const crumb = readCookie(document.cookie, CRUMB_COOKIE) ?? '';
  const body = new URLSearchParams({ crumb, event: API_KEY_EVENTS[event], data: JSON.stringify(data) }).toString();
  void apiRequest(RECORD_EVENT_PATH, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }).catch(() => undefined);
}
