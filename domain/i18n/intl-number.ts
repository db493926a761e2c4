import { numberFormat } from './intl-cache.js';

/** Rounding modes of Intl.NumberFormat v3 (not in the ES2022 typings this project compiles with). */
export type RoundingMode = 'ceil' | 'floor' | 'expand' | 'trunc' | 'halfCeil' | 'halfFloor' | 'halfExpand' | 'halfTrunc' | 'halfEven';

/** `useGrouping: 'auto'` groups as the locale does (Spanish writes 1234 but 12.345). */
export type NumberFormatOptions = Omit<Intl.NumberFormatOptions, 'useGrouping'> & {
  useGrouping?: boolean | 'auto' | 'always' | 'min2';
  roundingMode?: RoundingMode;
  roundingPriority?: 'auto' | 'lessPrecision' | 'morePrecision';
};

/** Formats an exact decimal text (Intl reads strings without going through binary floats). */
export function formatNumberText(locale: string, options: NumberFormatOptions, text: string): string {
  // The ES2022 typings know neither v3's grouping strings nor decimal strings as input.
  const format = numberFormat(locale, options as Intl.NumberFormatOptions).format as unknown as (value: string) => string;
  return format(text);
}
