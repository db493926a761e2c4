/** The digit options' bounds (spec: clamped to 0 through 50). */
export const DIGITS_MIN = 0;
export const DIGITS_MAX = 50;

import type { RoundingMode } from './intl-number.js';

export type DecimalStyle = 'decimal' | 'short' | 'long' | 'scientific' | 'percent' | 'percent-scaled' | 'permille' | 'permille-scaled';

/**
 * How digits are chosen, as the Java compiler's `mode:` option says: fraction digits (default),
 * significant digits only, or significant digits with no more fraction digits than `maxfrac`.
 */
export type DecimalMode = 'default' | 'significant' | 'significant-maxfrac';

export interface DecimalOptions {
  style: DecimalStyle;
  mode?: DecimalMode;
  group?: boolean;
  round?: RoundingMode;
  minimumIntegerDigits?: number;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  minimumSignificantDigits?: number;
  maximumSignificantDigits?: number;
}

const MODES = new Set<string>(['default', 'significant', 'significant-maxfrac']);

const STYLES = new Set<string>(['decimal', 'short', 'long', 'scientific', 'percent', 'percent-scaled', 'permille', 'permille-scaled']);

const ROUNDING: Record<string, RoundingMode> = {
  up: 'expand', down: 'trunc', truncate: 'trunc', ceiling: 'ceil', ceil: 'ceil', floor: 'floor',
  'half-up': 'halfExpand', 'half-down': 'halfTrunc', 'half-even': 'halfEven',
};

type DigitKey = 'minimumIntegerDigits' | 'minimumFractionDigits' | 'maximumFractionDigits' | 'minimumSignificantDigits' | 'maximumSignificantDigits';

const DIGITS: Record<string, DigitKey> = {
  minint: 'minimumIntegerDigits', minInt: 'minimumIntegerDigits', minimumIntegerDigits: 'minimumIntegerDigits',
  minfrac: 'minimumFractionDigits', minFrac: 'minimumFractionDigits', minimumFractionDigits: 'minimumFractionDigits',
  maxfrac: 'maximumFractionDigits', maxFrac: 'maximumFractionDigits', maximumFractionDigits: 'maximumFractionDigits',
  minsig: 'minimumSignificantDigits', minSig: 'minimumSignificantDigits', minimumSignificantDigits: 'minimumSignificantDigits',
  maxsig: 'maximumSignificantDigits', maxSig: 'maximumSignificantDigits', maximumSignificantDigits: 'maximumSignificantDigits',
};

/** A digit option's value: a whole number clamped to 0 through 50 (0 when it is not a number). */
export function clampDigits(text: string): number {
  const n = parseInt(text, 10);
  if (!Number.isFinite(n)) return DIGITS_MIN;
  return Math.min(DIGITS_MAX, Math.max(DIGITS_MIN, n));
}

/** Splits `name:value` (or `name=value`); a bare name has the empty value. */
export function splitOption(arg: string): [string, string] {
  const i = arg.search(/[:=]/);
  return i === -1 ? [arg, ''] : [arg.slice(0, i), arg.slice(i + 1)];
}

/** Applies one number option (grouping, rounding, digits) to `options`; false if it is not one. */
export function numberOption(name: string, value: string, options: DecimalOptions): boolean {
  if (name === 'group' || name === 'grouping') options.group = value === '' || value === 'true';
  else if (name === 'no-group' || name === 'no-grouping') options.group = false;
  else if (name === 'round' || name === 'rounding') {
    const mode = Object.hasOwn(ROUNDING, value) ? ROUNDING[value] : undefined;
    if (mode !== undefined) options.round = mode;
  } else if (Object.hasOwn(DIGITS, name)) {
    const key = DIGITS[name];
    if (key !== undefined) options[key] = clampDigits(value);
  } else return false;
  return true;
}

/** Parses the decimal formatter's arguments (`style:percent group maxfrac:2 round:down`…). */
export function decimalOptions(args: readonly string[]): DecimalOptions {
  const options: DecimalOptions = { style: 'decimal' };
  for (const arg of args) {
    const [name, value] = splitOption(arg);
    if (name === 'style') {
      if (STYLES.has(value)) options.style = value as DecimalStyle;
      else if (value === 'standard') options.style = 'decimal';
    } else if (name === 'mode') {
      if (MODES.has(value)) options.mode = value as DecimalMode;
    } else numberOption(name, value, options);
  }
  return options;
}
