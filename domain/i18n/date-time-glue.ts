import type { FormatWidth } from './datetime-options.js';
import { dateFormat } from './intl-cache.js';
import { dateText } from './intl-spaces.js';

const SAMPLE = Date.UTC(2020, 0, 15, 12, 0, 0);
const DATE = '\u0001';
const TIME = '\u0002';
const patterns = new Map<string, string>();

/**
 * Joins a formatted date and time the way the locale's `width` date-time pattern does
 * ("{date} 'at' {time}" for en full and long, "{date}, {time}" for medium and short). Intl
 * has no API for the pattern, so it is read off a sample formatted both ways.
 */
export function joinDateTime(locale: string, width: FormatWidth, date: string, time: string): string {
  const key = `${locale}|${width}`;
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    const sample = (o: Intl.DateTimeFormatOptions): string => dateText(dateFormat(locale, { ...o, timeZone: 'UTC' }).formatToParts(SAMPLE));
    const both = sample({ dateStyle: width, timeStyle: width });
    const d = sample({ dateStyle: width });
    const t = sample({ timeStyle: width });
    pattern = both.includes(d) && both.includes(t) ? both.replace(d, DATE).replace(t, TIME) : `${DATE} ${TIME}`;
    patterns.set(key, pattern);
  }
  return pattern.replace(DATE, () => date).replace(TIME, () => time);
}
