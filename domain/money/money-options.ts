import { MAX_DIGIT_OPTION } from './constants.js';

/** Intl options a money or number formatter's `key:value` arguments ask for. */
export type NumberOptions = Intl.NumberFormatOptions & Record<string, unknown>;

const CURRENCY_STYLES: Readonly<Record<string, NumberOptions>> = {
  symbol: {},
  standard: {},
  accounting: { currencySign: 'accounting' },
  code: { currencyDisplay: 'code' },
  name: { currencyDisplay: 'name' },
  short: { notation: 'compact', compactDisplay: 'short' },
};

const ROUNDING: Readonly<Record<string, string>> = {
  up: 'expand',
  down: 'trunc',
  truncate: 'trunc',
  ceil: 'ceil',
  ceiling: 'ceil',
  floor: 'floor',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  'half-even': 'halfEven',
};

/** Intl's own bounds per digit option (significant and integer digits start at 1). */
const DIGITS: Readonly<Record<string, readonly [string, number, number]>> = {
  minint: ['minimumIntegerDigits', 1, 21],
  minimumIntegerDigits: ['minimumIntegerDigits', 1, 21],
  maxfrac: ['maximumFractionDigits', 0, MAX_DIGIT_OPTION],
  maximumFractionDigits: ['maximumFractionDigits', 0, MAX_DIGIT_OPTION],
  minfrac: ['minimumFractionDigits', 0, MAX_DIGIT_OPTION],
  minimumFractionDigits: ['minimumFractionDigits', 0, MAX_DIGIT_OPTION],
  maxsig: ['maximumSignificantDigits', 1, 21],
  maximumSignificantDigits: ['maximumSignificantDigits', 1, 21],
  minsig: ['minimumSignificantDigits', 1, 21],
  minimumSignificantDigits: ['minimumSignificantDigits', 1, 21],
};

function option(table: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/**
 * Reads `style:accounting`, `symbol:narrow`, `group`/`no-group`, `round:half-even`,
 * `minfrac:1` and the like (keys are case-insensitive where the reference spells them two
 * ways). Unknown keys and values are ignored.
 */
export function moneyOptions(args: readonly string[]): NumberOptions {
  const options: NumberOptions = {};
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const key = colon < 0 ? arg : arg.slice(0, colon);
    const value = colon < 0 ? '' : arg.slice(colon + 1);
    const lower = key.toLowerCase();
    if (key === 'style') Object.assign(options, option(CURRENCY_STYLES, value) ?? {});
    else if (key === 'symbol' && value === 'narrow') options.currencyDisplay = 'narrowSymbol';
    else if (lower === 'group' || lower === 'grouping') options.useGrouping = value === '' || value === 'true';
    else if (lower === 'no-group' || lower === 'no-grouping') options.useGrouping = false;
    else if (lower === 'round' || lower === 'rounding') {
      const mode = option(ROUNDING, value);
      if (typeof mode === 'string') options.roundingMode = mode;
    } else {
      const digit = option(DIGITS, key) ?? option(DIGITS, lower);
      const n = Math.trunc(Number(value));
      if (Array.isArray(digit) && value !== '' && Number.isFinite(n)) {
        const [name, min, max] = digit as [string, number, number];
        options[name] = Math.min(max, Math.max(min, n));
      }
    }
  }
  return options;
}
