import { formatNumberText, type NumberFormatOptions } from './intl-number.js';
import type { DecimalOptions } from './number-options.js';

/** Formats an exact decimal text with the decimal formatter's options; Intl throws RangeError on a bad locale. */
export function formatDecimal(text: string, locale: string, options: DecimalOptions): string {
  const intl: NumberFormatOptions = { useGrouping: options.group ?? true };
  let value = text;
  let suffix = '';
  switch (options.style) {
    case 'short':
    case 'long':
      intl.notation = 'compact';
      intl.compactDisplay = options.style;
      break;
    case 'scientific':
      intl.notation = 'scientific';
      break;
    case 'percent':
      intl.style = 'percent';
      break;
    case 'percent-scaled':
      intl.style = 'percent';
      value = shift(text, -2);
      break;
    case 'permille':
      value = shift(text, 3);
      suffix = '‰';
      break;
    case 'permille-scaled':
      suffix = '‰';
      break;
    default:
      break;
  }
  const unpadded = intl.notation !== undefined || (options.style.startsWith('per') && Number(value) === 0);
  if (options.mode === 'significant' || options.mode === 'significant-maxfrac') significantDigits(options, intl);
  else copyDigits(options, intl, unpadded);
  return formatNumberText(locale, intl, value) + suffix;
}

/** V8 accepts at most 20 fraction digits and 21 integer or significant digits. */
const MAX_FRACTION = 20;
const MAX_DIGITS = 21;

const cap = (n: number | undefined, max: number): number | undefined => (n === undefined ? undefined : Math.min(n, max));

/**
 * As in the references (CLDR's number context), a maximum of significant digits without a
 * minimum is also the minimum ("1" with maxsig:3 is "1.00"), except in compact and scientific
 * notation and for a zero percent or permille.
 */
function copyDigits(from: DecimalOptions, to: NumberFormatOptions, unpadded: boolean): void {
  if (from.round !== undefined) to.roundingMode = from.round;
  if (from.minimumIntegerDigits !== undefined) to.minimumIntegerDigits = Math.min(MAX_DIGITS, Math.max(1, from.minimumIntegerDigits));
  const minFrac = cap(from.minimumFractionDigits, MAX_FRACTION);
  const maxFrac = cap(from.maximumFractionDigits, MAX_FRACTION);
  if (minFrac !== undefined) to.minimumFractionDigits = minFrac;
  if (maxFrac !== undefined) to.maximumFractionDigits = Math.max(maxFrac, minFrac ?? 0);
  else if (minFrac !== undefined) to.maximumFractionDigits = Math.max(minFrac, 3);
  const maxSig = cap(from.maximumSignificantDigits, MAX_DIGITS);
  const minSig = cap(from.minimumSignificantDigits, MAX_DIGITS) ?? (unpadded ? undefined : maxSig);
  if (minSig !== undefined) to.minimumSignificantDigits = Math.max(1, minSig);
  if (maxSig !== undefined) to.maximumSignificantDigits = Math.max(1, maxSig, to.minimumSignificantDigits ?? 1);
}

/** The decimal pattern's most fraction digits, the cap of `significant-maxfrac` without `maxfrac`. */
const PATTERN_MAX_FRACTION = 3;

/**
 * `mode:significant`: as many significant digits as the number has (trailing zeros dropped),
 * within `minsig`/`maxsig`; fraction options do not apply. `mode:significant-maxfrac`: the same,
 * then no more fraction digits than `maxfrac` (3 by default), whichever is less precise.
 */
function significantDigits(from: DecimalOptions, to: NumberFormatOptions): void {
  if (from.round !== undefined) to.roundingMode = from.round;
  if (from.minimumIntegerDigits !== undefined) to.minimumIntegerDigits = Math.min(MAX_DIGITS, Math.max(1, from.minimumIntegerDigits));
  const minSig = Math.max(1, cap(from.minimumSignificantDigits, MAX_DIGITS) ?? 1);
  to.minimumSignificantDigits = minSig;
  to.maximumSignificantDigits = Math.max(minSig, cap(from.maximumSignificantDigits, MAX_DIGITS) || MAX_DIGITS);
  if (from.mode !== 'significant-maxfrac') return;
  to.minimumFractionDigits = 0;
  to.maximumFractionDigits = cap(from.maximumFractionDigits, MAX_FRACTION) ?? PATTERN_MAX_FRACTION;
  to.roundingPriority = 'lessPrecision';
}

/** Moves the decimal point of a decimal text by `places` (exact, no binary rounding). */
function shift(text: string, places: number): string {
  return `${text}e${places}`.replace(/e([-+]?\d+)e(-?\d+)$/i, (_m, a: string, b: string) => `e${Number(a) + Number(b)}`);
}
