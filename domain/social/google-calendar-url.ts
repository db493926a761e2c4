import { getOwn, isObject, scalarText, toNumber } from '../../engine/values.js';
import type { JsonValue } from '../../engine/plugin.js';
import { calendarDate } from './calendar-date.js';

const BASE = 'http://www.google.com/calendar/event?action=TEMPLATE';

function instant(value: JsonValue): number {
  const n = toNumber(value);
  return Number.isNaN(n) ? 0 : n;
}

/** An event location as one line: address lines and country, trimmed, empty parts left out. */
export function locationText(location: JsonValue): string {
  return ['addressLine1', 'addressLine2', 'addressCountry']
    .map((key) => scalarText(getOwn(location, key)).trim())
    .filter((part) => part.length > 0)
    .join(', ');
}

/**
 * The "add to Google Calendar" link of an event: title, start and end dates (UTC compact form)
 * and location when there is one. Undefined when a date cannot be written.
 */
export function googleCalendarUrl(event: JsonValue): string | undefined {
  const start = calendarDate(instant(getOwn(event, 'startDate')));
  const end = calendarDate(instant(getOwn(event, 'endDate')));
  if (start === undefined || end === undefined) return undefined;
  const title = encodeURIComponent(scalarText(getOwn(event, 'title')));
  let url = `${BASE}&text=${title}&dates=${start}/${end}`;
  const location = getOwn(event, 'location');
  const place = isObject(location) ? locationText(location) : '';
  if (place !== '') url += `&location=${encodeURIComponent(place)}`;
  return url;
}
