import { currencyDigits } from './currencies.js';
import { compareDecimal, type Decimal } from './decimal.js';
import { DEFAULT_LOCALE } from './constants.js';
import { formatExact, normalizeLocale, numberFormat } from './intl.js';

/** Symbols of the legacy localized money format: the same in every locale (CAD is C$ even in en-US). */
const SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€', USD: '$', AUD: 'A$', NOK: 'kr', CAD: 'C$', NZD: 'NZ$', DKK: 'kr', GBP: '£', HKD: 'HK$',
  CHF: 'CHF', MXN: 'MX$', SGD: 'S$', SEK: 'kr', CZK: 'Kč', ILS: '₪', PHP: '₱', RUB: '₽', PLN: 'zł',
  THB: '฿', MYR: 'RM', ARS: '$', BRL: 'R$', COP: '$', IDR: 'Rp', INR: '₹', JPY: '¥', ZAR: 'R',
};

/** The legacy symbol of a currency; the code itself for currencies outside the table. */
export function legacySymbol(currency: string): string {
  return Object.prototype.hasOwnProperty.call(SYMBOLS, currency) ? (SYMBOLS[currency] as string) : currency;
}

/** Whether the locale writes the currency before the number (en, es-US) or after it (de, fr, sv). */
function symbolFirst(locale: string): boolean {
  const parts = numberFormat(locale, { style: 'currency', currency: 'EUR' })?.formatToParts(1) ?? [];
  const currency = parts.findIndex((part) => part.type === 'currency');
  const integer = parts.findIndex((part) => part.type === 'integer');
  return currency < integer;
}

const LETTER = /\p{L}/u;

/**
 * Money in the legacy localized format of `i18n-money-format`: the locale's separators (no-break
 * space U+00A0 for French and Swedish groups), a fixed symbol on the locale's side, glued to the
 * number unless the symbol meets it with a letter ("1.234,56€", "1 234,56 kr", "kr -1,234.56"),
 * and an ASCII minus.
 */
export function formatLocalizedLegacy(amount: Decimal, currency: string, locale: string): string {
  const tag = normalizeLocale(locale) ?? DEFAULT_LOCALE;
  const digits = currencyDigits(currency);
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits, numberingSystem: 'latn' };
  const format = numberFormat(tag, options) ?? numberFormat(DEFAULT_LOCALE, options);
  if (format === undefined) return '';
  const negative = compareDecimal(amount, '0') < 0;
  const number = formatExact(format, negative ? amount.slice(1) : amount).replace(/\u202f/g, '\u00a0');
  const sign = negative && /[1-9]/.test(number) ? '-' : '';
  const symbol = legacySymbol(currency);
  if (symbolFirst(tag)) {
    return LETTER.test(symbol.slice(-1)) ? `${symbol} ${sign}${number}` : `${sign}${symbol}${number}`;
  }
  return `${sign}${number}${LETTER.test(symbol.slice(0, 1)) ? ' ' : ''}${symbol}`;
}
