import { type Decimal } from './decimal.js';
import { formatExact, normalizeLocale, numberFormat } from './intl.js';
import type { NumberOptions } from './money-options.js';

/** Intl refuses a maximum below the minimum; the larger one wins. */
function consistent(options: NumberOptions): NumberOptions {
  const { minimumFractionDigits: minFrac, maximumFractionDigits: maxFrac } = options;
  const { minimumSignificantDigits: minSig, maximumSignificantDigits: maxSig } = options;
  const fixed = { ...options };
  if (typeof minFrac === 'number' && typeof maxFrac === 'number' && maxFrac < minFrac) fixed.maximumFractionDigits = minFrac;
  if (typeof minSig === 'number' && typeof maxSig === 'number' && maxSig < minSig) fixed.maximumSignificantDigits = minSig;
  return fixed;
}

/** The options of a currency format: `options` made consistent, then the style and the currency. */
function currencyOptions(options: NumberOptions, currency: string): NumberOptions {
  const fixed = consistent(options);
  // Copied field by field: in this V8 a literal adding fields after a spread is ~20× slower.
  const all: NumberOptions = {};
  for (const name of Object.keys(fixed)) all[name] = fixed[name];
  all.style = 'currency';
  all.currency = currency;
  return all;
}

const NO_OPTIONS: NumberOptions = Object.freeze({});
/** Formats per frozen options object, then per locale and currency: found without a key made from the options. */
const frozenFormats = new WeakMap<NumberOptions, Map<string, Intl.NumberFormat | null>>();
const MAX_FORMATS = 256;

function currencyFormat(tag: string, currency: string, options: NumberOptions): Intl.NumberFormat | undefined {
  if (!Object.isFrozen(options)) return numberFormat(tag, currencyOptions(options, currency));
  let formats = frozenFormats.get(options);
  if (formats === undefined) frozenFormats.set(options, (formats = new Map()));
  const key = `${tag}\u0000${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = numberFormat(tag, currencyOptions(options, currency)) ?? null;
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format ?? undefined;
}

/**
 * Money as the locale writes it (CLDR data through Intl): "$1,234.56", "1.234,56 €".
 * Empty text when the locale or the currency code is not one Intl knows.
 */
export function formatMoney(amount: Decimal, currency: string, locale: string, options: NumberOptions = NO_OPTIONS): string {
  const tag = normalizeLocale(locale);
  if (tag === undefined) return '';
  const format = currencyFormat(tag, currency, options);
  if (format === undefined) return '';
  return options.currencyDisplay === 'code' ? codeAfter(format, amount, currency) : formatExact(format, amount);
}

/**
 * The code style as CLDR's currency-unit pattern writes it in every locale (the references):
 * the number with its sign, a space, the code ("1,234.50 USD"), where Intl puts the code where
 * the symbol goes.
 */
function codeAfter(format: Intl.NumberFormat, amount: Decimal, currency: string): string {
  const parts = format.formatToParts(amount as unknown as number);
  const number = parts.filter((p) => p.type !== 'currency' && !(p.type === 'literal' && p.value.trim() === '')).map((p) => p.value);
  return `${number.join('')} ${currency}`;
}

/** A plain number as the locale writes it ("123,456.00"). */
export function formatNumber(amount: Decimal, locale: string, options: NumberOptions = {}): string {
  const tag = normalizeLocale(locale);
  if (tag === undefined) return '';
  const format = numberFormat(tag, consistent(options));
  return format === undefined ? '' : formatExact(format, amount);
}
