/** The legacy (non-CLDR) money format of spec 001 §9. */
export const LEGACY_MONEY = {
  groupingSeparator: ',',
  decimalSeparator: '.',
  /** Java's DecimalFormat keeps only the lowest 15 integer digits. */
  maxIntegerDigits: 15,
  grouping: true,
  trimZeroFractions: false,
} as const;

/** The locale money is formatted in when the render names none. */
export const DEFAULT_LOCALE = 'en-US';

/** Minor units per major unit in legacy cents amounts (`12345` → 123.45). */
export const CENTS_SHIFT = 2;

/** Upper bound for digit options of number formatting (spec 001 §9). */
export const MAX_DIGIT_OPTION = 50;
