/**
 * The inventory panel's tracking events (spec 001 §2: search, sort on name, stock and price, row
 * click, row expander, next page), sent as RecordEvent calls: form-encoded crumb, event, data.
 * Fire and forget: a failed event never bothers the merchant.
 */
import { apiRequest, CRUMB_COOKIE } from '../../shared/api-request.js';
import { readCookie } from '../../shared/cookies.js';
import { INVENTORY_EVENTS } from '../../../domain/admin/store/inventory.js';

const RECORD_EVENT_PATH = '/api/events/RecordEvent';

export type InventoryEvent = keyof typeof INVENTORY_EVENTS;

export function recordInventoryEvent(event: InventoryEvent, data: Record<string, unknown>): void {
  const crumb = readCookie(document.cookie, CRUMB_COOKIE) ?? '';
  const body = new URLSearchParams({ crumb, event: INVENTORY_EVENTS[event], data: JSON.stringify(data) }).toString();
  void apiRequest(RECORD_EVENT_PATH, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }).catch(() => undefined);
}
