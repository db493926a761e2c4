import { splitOption } from './number-options.js';

export type FormatWidth = 'short' | 'medium' | 'long' | 'full';

/** The datetime formatter's options, as its arguments give them. */
export interface DatetimeOptions {
  date?: FormatWidth;
  time?: FormatWidth;
  datetime?: FormatWidth;
  skeleton?: string;
  wrap?: FormatWidth;
  context?: string;
  calendar?: string;
}

const WIDTHS = new Set<string>(['short', 'medium', 'long', 'full']);
const CONTEXTS = new Set<string>(['middle-of-text', 'begin-sentence', 'standalone', 'ui-list-or-menu']);
const CALENDARS: Record<string, string> = {
  gregorian: 'gregory', gregory: 'gregory', buddhist: 'buddhist', iso8601: 'iso8601', persian: 'persian', japanese: 'japanese',
};

const isWidth = (s: string): s is FormatWidth => WIDTHS.has(s);

/** Parses `date:short time:medium`, `full`, `skeleton:yMMMd`, `yMMMd`, `wrap:full`, `context:…`, `calendar:…`. */
export function datetimeOptions(args: readonly string[]): DatetimeOptions {
  const o: DatetimeOptions = {};
  const addSkeleton = (s: string): void => {
    o.skeleton = (o.skeleton ?? '') + s;
  };
  for (const arg of args) {
    const [name, value] = splitOption(arg);
    if (value === '') {
      if (name === 'date' || name === 'time') o[name] = 'short';
      else if (isWidth(name)) o.datetime = name;
      else if (name !== '') addSkeleton(name);
      continue;
    }
    if (name === 'date' || name === 'time' || name === 'datetime') {
      if (isWidth(value)) o[name] = value;
      else addSkeleton(value);
    } else if (name === 'skeleton') o.skeleton = value;
    else if ((name === 'wrap' || name === 'wrapper' || name === 'wrapped') && isWidth(value)) o.wrap = value;
    else if (name === 'context' && CONTEXTS.has(value)) o.context = value;
    else if (name === 'calendar' && Object.hasOwn(CALENDARS, value)) o.calendar = CALENDARS[value];
  }
  return o;
}
