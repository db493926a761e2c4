import { joinDateTime } from './date-time-glue.js';
import type { DatetimeOptions } from './datetime-options.js';
import { dateFormat } from './intl-cache.js';
import { dateText } from './intl-spaces.js';
import { skeletonOptions } from './skeleton.js';

interface Base {
  locale: string;
  timeZone: string;
  calendar?: string;
}

/** Formats an epoch time with the datetime formatter's options. */
export function formatDatetime(epochMs: number, o: DatetimeOptions, locale: string, timeZone: string): string {
  const base: Base = { locale, timeZone, ...(o.calendar === undefined ? {} : { calendar: o.calendar }) };
  return withContext(plain(epochMs, o, base), o.context, locale);
}

function plain(ms: number, o: DatetimeOptions, base: Base): string {
  const skeleton = o.skeleton === undefined ? undefined : skeletonOptions(o.skeleton);
  if (skeleton !== undefined) {
    if (o.date !== undefined) return joinDateTime(base.locale, o.wrap ?? o.date, fmt(ms, base, { dateStyle: o.date }), fmt(ms, base, skeleton));
    if (o.time !== undefined) return joinDateTime(base.locale, o.wrap ?? 'medium', fmt(ms, base, skeleton), fmt(ms, base, { timeStyle: o.time }));
    return fmt(ms, base, skeleton);
  }
  const date = o.date ?? o.datetime;
  const time = o.time ?? o.datetime;
  if (date !== undefined && time !== undefined) {
    if (o.wrap === undefined || o.wrap === date) return fmt(ms, base, { dateStyle: date, timeStyle: time });
    return joinDateTime(base.locale, o.wrap, fmt(ms, base, { dateStyle: date }), fmt(ms, base, { timeStyle: time }));
  }
  if (time !== undefined) return fmt(ms, base, { timeStyle: time });
  return fmt(ms, base, { dateStyle: date ?? 'long' });
}

/** Texts already made, per format: pages render the same few instants again and again. */
const texts = new WeakMap<Intl.DateTimeFormat, Map<number, string>>();
const MAX_TEXTS = 256;

function fmt(ms: number, base: Base, options: Intl.DateTimeFormatOptions): string {
  const format = dateFormat(base.locale, { ...options, timeZone: base.timeZone, ...calendarOf(base) });
  let made = texts.get(format);
  if (made === undefined) texts.set(format, (made = new Map()));
  let text = made.get(ms);
  if (text === undefined) {
    text = dateText(format.formatToParts(ms), options.dayPeriod !== undefined);
    if (made.size >= MAX_TEXTS) made.clear();
    made.set(ms, text);
  }
  return text;
}

function calendarOf(base: Base): Intl.DateTimeFormatOptions {
  return base.calendar === undefined ? {} : { calendar: base.calendar };
}

/** Capitalizes the start of a sentence. */
export function withContext(text: string, context: string | undefined, locale: string): string {
  if (context !== 'begin-sentence' || text === '') return text;
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  return first.toLocaleUpperCase(locale) + text.slice(first.length);
}
