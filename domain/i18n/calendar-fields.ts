import { JD_UNIX_EPOCH, julianDay, julianDayError } from './julian-day.js';

/** The fields of a local date on the Gregorian calendar (Julian before 15 October 1582). */
export interface CalendarFields {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  /** 0 = Sunday … 6 = Saturday */
  readonly weekday: number;
  /** 1–366 */
  readonly dayOfYear: number;
  /** 365 or 366 (355 in 1582, when the Gregorian calendar started) */
  readonly daysInYear: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  readonly julianDay: number;
}

const DAY_MS = 86_400_000;
const JD_GREGORIAN_CUTOVER = 2299161;

/** Splits a local epoch time into calendar fields; throws a RangeError outside the Julian-day range. */
export function calendarFields(localMs: number): CalendarFields {
  const jd = julianDay(localMs);
  const problem = julianDayError(jd);
  if (problem !== undefined) throw new RangeError(problem);
  const msDay = localMs - (jd - JD_UNIX_EPOCH) * DAY_MS;
  const [year, month, day] = jd >= JD_GREGORIAN_CUTOVER ? gregorianDate(jd) : julianDate(jd);
  return {
    year,
    month,
    day,
    weekday: (jd + 1) % 7,
    dayOfYear: jd - jan1(year, jd) + 1,
    daysInYear: jan1(year + 1, jd + 366) - jan1(year, jd),
    hour: Math.floor(msDay / 3_600_000),
    minute: Math.floor(msDay / 60_000) % 60,
    second: Math.floor(msDay / 1000) % 60,
    millisecond: msDay % 1000,
    julianDay: jd,
  };
}

/** Julian day of January 1 of `year` on the calendar in force at `jd`. */
function jan1(year: number, jd: number): number {
  return jd >= JD_GREGORIAN_CUTOVER && year > 1582 ? gregorianToJd(year, 1, 1) : julianToJd(year, 1, 1);
}

function gregorianDate(jd: number): [number, number, number] {
  const a = jd + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  return finish(b * 100, c);
}

function julianDate(jd: number): [number, number, number] {
  return finish(0, jd + 32082);
}

function finish(century: number, c: number): [number, number, number] {
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  const day = e - Math.floor((153 * m + 2) / 5) + 1;
  const month = m + 3 - 12 * Math.floor(m / 10);
  return [century + d - 4800 + Math.floor(m / 10), month, day];
}

export function gregorianToJd(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) - 32045;
}

export function julianToJd(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
}
