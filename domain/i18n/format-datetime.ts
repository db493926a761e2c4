import { joinDateTime } from './date-time-glue.js';
import type { DatetimeOptions, FormatWidth } from './datetime-options.js';
import { dateFormat } from './intl-cache.js';
import { dateText } from './intl-spaces.js';
import { skeletonOptions } from './skeleton.js';

interface Base {
  locale: string;
  timeZone: string;
  calendar?: string;
}

/** An instant as one set of options writes it in one locale and time zone. */
type Plan = (ms: number) => string;

/** Formats an epoch time with the datetime formatter's options. */
export function formatDatetime(epochMs: number, o: DatetimeOptions, locale: string, timeZone: string): string {
  return withContext(planOf(o, locale, timeZone)(epochMs), o.context, locale);
}

/**
 * Plans per frozen options object (the formatter's, parsed once per call site), then per
 * locale and zone: a render finds its Intl formats without making their options again.
 */
const plans = new WeakMap<DatetimeOptions, Map<string, Plan>>();
const MAX_PLANS = 64;

function planOf(o: DatetimeOptions, locale: string, timeZone: string): Plan {
  if (!Object.isFrozen(o)) return makePlan(o, baseOf(o, locale, timeZone));
  let kept = plans.get(o);
  if (kept === undefined) plans.set(o, (kept = new Map()));
  const key = `${locale}\u0000${timeZone}`;
  let plan = kept.get(key);
  if (plan === undefined) {
    plan = makePlan(o, baseOf(o, locale, timeZone));
    if (kept.size >= MAX_PLANS) kept.clear();
    kept.set(key, plan);
  }
  return plan;
}

function baseOf(o: DatetimeOptions, locale: string, timeZone: string): Base {
  return o.calendar === undefined ? { locale, timeZone } : { locale, timeZone, calendar: o.calendar };
}

function makePlan(o: DatetimeOptions, base: Base): Plan {
  const skeleton = o.skeleton === undefined ? undefined : skeletonOptions(o.skeleton);
  if (skeleton !== undefined) {
    if (o.date !== undefined) return joined(base, o.wrap ?? o.date, { dateStyle: o.date }, skeleton);
    if (o.time !== undefined) return joined(base, o.wrap ?? 'medium', skeleton, { timeStyle: o.time });
    return single(base, skeleton);
  }
  const date = o.date ?? o.datetime;
  const time = o.time ?? o.datetime;
  if (date !== undefined && time !== undefined) {
    if (o.wrap === undefined || o.wrap === date) return single(base, { dateStyle: date, timeStyle: time });
    return joined(base, o.wrap, { dateStyle: date }, { timeStyle: time });
  }
  if (time !== undefined) return single(base, { timeStyle: time });
  return single(base, { dateStyle: date ?? 'long' });
}

function single(base: Base, options: Intl.DateTimeFormatOptions): Plan {
  const format = intlFormat(base, options);
  const flexible = options.dayPeriod !== undefined;
  return (ms) => text(format, ms, flexible);
}

/** A date and a time formatted apart and joined by the locale's `wrap` pattern. */
function joined(base: Base, wrap: FormatWidth, date: Intl.DateTimeFormatOptions, time: Intl.DateTimeFormatOptions): Plan {
  const dateFormatted = intlFormat(base, date);
  const timeFormatted = intlFormat(base, time);
  const dateFlexible = date.dayPeriod !== undefined;
  const timeFlexible = time.dayPeriod !== undefined;
  return (ms) => joinDateTime(base.locale, wrap, text(dateFormatted, ms, dateFlexible), text(timeFormatted, ms, timeFlexible));
}

function intlFormat(base: Base, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // Copied field by field: in this V8 a literal adding fields after a spread is ~20× slower.
  const all: Intl.DateTimeFormatOptions & Record<string, unknown> = {};
  for (const name of Object.keys(options)) all[name] = (options as Record<string, unknown>)[name];
  all.timeZone = base.timeZone;
  if (base.calendar !== undefined) all.calendar = base.calendar;
  return dateFormat(base.locale, all);
}

/** Texts already made, per format: pages render the same few instants again and again. */
const texts = new WeakMap<Intl.DateTimeFormat, Map<number, string>>();
const MAX_TEXTS = 256;

function text(format: Intl.DateTimeFormat, ms: number, flexiblePeriod: boolean): string {
  let made = texts.get(format);
  if (made === undefined) texts.set(format, (made = new Map()));
  let out = made.get(ms);
  if (out === undefined) {
    out = dateText(format.formatToParts(ms), flexiblePeriod);
    if (made.size >= MAX_TEXTS) made.clear();
    made.set(ms, out);
  }
  return out;
}

/** Capitalizes the start of a sentence. */
export function withContext(text: string, context: string | undefined, locale: string): string {
  if (context !== 'begin-sentence' || text === '') return text;
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  return first.toLocaleUpperCase(locale) + text.slice(first.length);
}
