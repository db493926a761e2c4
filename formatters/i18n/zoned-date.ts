import { calendarFields } from '../../domain/i18n/calendar-fields.js';
import type { ZonedDate } from '../../domain/i18n/strftime.js';
import { zoneAbbreviation } from '../../domain/i18n/zone-abbreviation.js';
import { isKnownZone, zoneOffset } from '../../domain/i18n/zone-offset.js';

/** An epoch time seen in a time zone (unknown zones count as UTC); throws RangeError out of range. */
export function zonedDate(epochMs: number, timeZone: string): ZonedDate {
  const zone = isKnownZone(timeZone) ? timeZone : 'UTC';
  const offsetMs = Math.abs(epochMs) <= 8.64e15 ? zoneOffset(zone, epochMs) : 0;
  const fields = calendarFields(epochMs + offsetMs);
  return { fields, epochMs, offsetMs, zoneName: zoneAbbreviation(zone, epochMs, offsetMs) };
}
