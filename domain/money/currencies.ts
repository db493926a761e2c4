/** The store currencies (spec 000 §3): ISO code → fraction digits. */
export const CURRENCY_DIGITS: Readonly<Record<string, number>> = {
  EUR: 2, USD: 2, AUD: 2, NOK: 2, CAD: 2, NZD: 2, DKK: 2, GBP: 2, HKD: 2,
  CHF: 2, MXN: 2, SGD: 2, SEK: 2, CZK: 2, ILS: 2, PHP: 2, RUB: 2, PLN: 2,
  THB: 2, MYR: 2, ARS: 2, BRL: 2, COP: 2, IDR: 2, INR: 2, JPY: 0, ZAR: 2,
};

/** Every store currency code, in the order of the specification. */
export const CURRENCIES: readonly string[] = Object.keys(CURRENCY_DIGITS);

/** The store currency when the store settings name none. */
export const DEFAULT_CURRENCY = 'USD';

/** Fraction digits of a currency; for a code outside the store currencies, the platform's (KWD 3), else 2. */
export function currencyDigits(code: string): number {
  if (Object.prototype.hasOwnProperty.call(CURRENCY_DIGITS, code)) return CURRENCY_DIGITS[code] as number;
  if (!/^[A-Z]{3}$/.test(code)) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** A currency code as data writes it, trimmed and upper-cased; the default when empty. */
export function currencyCode(text: string): string {
  const code = text.trim().toUpperCase();
  return code === '' ? DEFAULT_CURRENCY : code;
}
