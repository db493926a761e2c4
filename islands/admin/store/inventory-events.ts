/**
 * The inventory panel's tracking events (spec 001 §2: search, sort on name, stock and price, row
 * click, row expander, next page), by their RecordEvent names.
 */
import { INVENTORY_EVENTS } from '../../../domain/admin/store/inventory.js';
import { recordAdminEvent } from '../ui/record-event.js';

export type InventoryEvent = keyof typeof INVENTORY_EVENTS;

export function recordInventoryEvent(event: InventoryEvent, data: Record<string, unknown>): void {
  recordAdminEvent(INVENTORY_EVENTS[event], data);
}
