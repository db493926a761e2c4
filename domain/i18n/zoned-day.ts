/**
 * Calendar days where the shop is (its `website.timeZone`), for dates a merchant or shopper picks
 * as `YYYY-MM-DD`: the instant the day starts there, and the day an instant falls on there.
 */
import { zoneOffset } from './zone-offset.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day's start in UTC of a `YYYY-MM-DD` date, or undefined when it is no calendar date. */
export function utcDayStart(date: string): number | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(y, m - 1, d);
  const back = new Date(at);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? at : undefined;
}

/** The start of a `YYYY-MM-DD` day in `timeZone` (a change of clocks that day included). */
export function zonedDayStart(date: string, timeZone: string): number | undefined {
  const utc = utcDayStart(date);
  if (utc === undefined) return undefined;
  const guess = utc - zoneOffset(timeZone, utc);
  return utc - zoneOffset(timeZone, guess);
}

/** The start of the day after a `YYYY-MM-DD` day in `timeZone`: where a day that ends "on" it stops. */
export function zonedDayEnd(date: string, timeZone: string): number | undefined {
  const utc = utcDayStart(date);
  return utc === undefined ? undefined : zonedDayStart(new Date(utc + 86_400_000).toISOString().slice(0, 10), timeZone);
}

/** The `YYYY-MM-DD` day an instant falls on in `timeZone`. */
export function zonedDayOf(epochMs: number, timeZone: string): string {
  return new Date(epochMs + zoneOffset(timeZone, epochMs)).toISOString().slice(0, 10);
}
