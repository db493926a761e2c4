import { numberFormat } from './intl-cache.js';

/** Rounding modes of Intl.NumberFormat v3 (not in the ES2022 typings this project compiles with). */
export type RoundingMode = 'ceil' | 'floor' | 'expand' | 'trunc' | 'halfCeil' | 'halfFloor' | 'halfExpand' | 'halfTrunc' | 'halfEven';

export type NumberFormatOptions = Intl.NumberFormatOptions & { roundingMode?: RoundingMode; roundingPriority?: 'auto' | 'lessPrecision' | 'morePrecision' };

/** Formats an exact decimal text (Intl reads strings without going through binary floats). */
export function formatNumberText(locale: string, options: NumberFormatOptions, text: string): string {
  const format = numberFormat(locale, options).format as unknown as (value: string) => string;
  return format(text);
}
