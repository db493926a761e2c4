import { splitOption } from './number-options.js';

export interface RelativeTimeOptions {
  allowWeeks: boolean;
  context?: string;
  field?: Intl.RelativeTimeFormatUnit;
  width: 'long' | 'short' | 'narrow';
}

const FIELDS = new Set<string>(['year', 'month', 'week', 'day', 'hour', 'minute', 'second']);
const WIDTHS: Record<string, RelativeTimeOptions['width']> = { wide: 'long', short: 'short', narrow: 'narrow' };

/** Parses `allowWeeks:true`, `context:begin-sentence`, `field:day`, `width:short`. */
export function relativeTimeOptions(args: readonly string[]): RelativeTimeOptions {
  const o: RelativeTimeOptions = { allowWeeks: false, width: 'long' };
  for (const arg of args) {
    const [name, value] = splitOption(arg);
    if (name === 'allowWeeks') o.allowWeeks = value === 'true';
    else if (name === 'context') o.context = value;
    else if (name === 'field' && FIELDS.has(value)) o.field = value as Intl.RelativeTimeFormatUnit;
    else if (name === 'width' && Object.hasOwn(WIDTHS, value)) o.width = WIDTHS[value] ?? 'long';
  }
  return o;
}

const UNIT_MS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** The amount and unit that describe `deltaMs` (the largest unit it reaches, rounded). */
export function relativeAmount(deltaMs: number, o: RelativeTimeOptions): [number, Intl.RelativeTimeFormatUnit] {
  const units = UNIT_MS.filter(([unit]) => (o.field === undefined ? unit !== 'week' || o.allowWeeks : unit === o.field));
  for (const [unit, ms] of units) {
    if (Math.abs(deltaMs) >= ms || unit === o.field) return [Math.round(deltaMs / ms), unit];
  }
  return [0, 'second'];
}
