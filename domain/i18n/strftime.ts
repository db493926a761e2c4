import type { CalendarFields } from './calendar-fields.js';

/** A date to print: its local fields, its epoch time and its zone. */
export interface ZonedDate {
  readonly fields: CalendarFields;
  readonly epochMs: number;
  readonly offsetMs: number;
  readonly zoneName: string;
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LONG_MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

const pad = (n: number, width: number, fill = '0'): string => String(n).padStart(width, fill);
const hour12 = (h: number): number => (h % 12 === 0 ? 12 : h % 12);

/**
 * Formats a date with a strftime-style pattern (`%Y-%m-%d %H:%M:%S %Z`). `%%` is a percent
 * sign; unknown directives print nothing; a lone `%` at the end prints itself.
 */
export function strftime(d: ZonedDate, pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch !== '%') {
      out += ch;
      continue;
    }
    if (i + 1 === pattern.length) return out + '%';
    out += directive(d, pattern[++i] ?? '');
  }
  return out;
}

function directive(d: ZonedDate, c: string): string {
  const f = d.fields;
  // Years BC print as the era counts them (1 BC is year 0 of the fields).
  const year = f.year < 1 ? 1 - f.year : f.year;
  switch (c) {
    case '%': return '%';
    case 'a': return SHORT_DAYS[f.weekday] ?? '';
    case 'A': return LONG_DAYS[f.weekday] ?? '';
    case 'b': case 'h': return (LONG_MONTHS[f.month - 1] ?? '').slice(0, 3);
    case 'B': return LONG_MONTHS[f.month - 1] ?? '';
    case 'c': return strftime(d, `%a, %b ${f.day}, %Y %i:%M:%S %p %Z`);
    case 'C': return pad(Math.trunc(year / 100), 2);
    case 'd': return pad(f.day, 2);
    case 'D': return strftime(d, '%m/%d/%y');
    case 'e': return pad(f.day, 2, ' ');
    case 'F': return strftime(d, '%Y-%m-%d');
    case 'g': return pad(isoWeek(f)[0] % 100, 2);
    case 'G': return pad(isoWeek(f)[0], 4);
    case 'H': return pad(f.hour, 2);
    case 'i': return String(hour12(f.hour));
    case 'I': return pad(hour12(f.hour), 2);
    case 'j': return pad(f.dayOfYear, 3);
    case 'k': return pad(f.hour, 2, ' ');
    case 'l': return pad(hour12(f.hour), 2, ' ');
    case 'm': return pad(f.month, 2);
    case 'M': return pad(f.minute, 2);
    case 'n': return '\n';
    case 'N': return pad(f.millisecond * 1e6, 9);
    case 'p': return f.hour < 12 ? 'AM' : 'PM';
    case 'P': return f.hour < 12 ? 'am' : 'pm';
    case 'q': return String(Math.floor((f.month - 1) / 3) + 1);
    case 'r': return strftime(d, `${hour12(f.hour)}:%M:%S %p`);
    case 'R': return strftime(d, '%H:%M');
    case 's': return String(Math.trunc(d.epochMs / 1000));
    case 'S': return pad(f.second, 2);
    case 't': return '\t';
    case 'T': return strftime(d, '%H:%M:%S');
    case 'u': return String(f.weekday === 0 ? 7 : f.weekday);
    case 'U': case 'W': return pad(weekOfYear(f), 2);
    case 'v': return strftime(d, '%e-%b-%Y');
    case 'V': return pad(isoWeek(f)[1], 2);
    case 'w': return String(f.weekday);
    case 'x': return strftime(d, '%m/%d/%Y');
    case 'X': return strftime(d, '%I:%M:%S %p');
    case 'y': return pad(year % 100, 2);
    case 'Y': return String(year);
    case 'z': return offsetText(d.offsetMs);
    case 'Z': return d.zoneName;
    default: return '';
  }
}

/**
 * Week of the year with weeks starting on Sunday and week 1 holding January 1; the last days
 * of December fall in week 1 of the next year when that week holds its January 1.
 */
function weekOfYear(f: CalendarFields): number {
  if (f.daysInYear - f.dayOfYear < 6 - f.weekday) return 1;
  const jan1Weekday = (((f.weekday - (f.dayOfYear - 1)) % 7) + 7) % 7;
  return Math.floor((f.dayOfYear - 1 + jan1Weekday) / 7) + 1;
}

/** ISO 8601 [week-year, week] (weeks start on Monday; week 1 holds the first Thursday). */
function isoWeek(f: CalendarFields): [number, number] {
  const isoDay = f.weekday === 0 ? 7 : f.weekday;
  const week = Math.floor((f.dayOfYear - isoDay + 10) / 7);
  if (week < 1) return [f.year - 1, weeksIn(f.year - 1)];
  if (week > weeksIn(f.year)) return [f.year + 1, 1];
  return [f.year, week];
}

function weeksIn(year: number): number {
  const p = (y: number): number => (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400)) % 7;
  return p(year) === 4 || p(year - 1) === 3 ? 53 : 52;
}

function offsetText(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}
