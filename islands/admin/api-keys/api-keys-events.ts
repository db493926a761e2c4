/** The API keys panel's and creation modal's tracking events (spec 001 §2), by their RecordEvent names. */
import { API_KEY_EVENTS, type ApiKeyEvent } from '../../../domain/admin/api-keys.js';
import { recordAdminEvent } from '../ui/record-event.js';

export function recordApiKeyEvent(event: ApiKeyEvent, data: Record<string, unknown> = {}): void {
  recordAdminEvent(API_KEY_EVENTS[event], data);
}
