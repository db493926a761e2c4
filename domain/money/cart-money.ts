/**
 * Money of the cart as the islands show it: the store currency (the cart's `currencyCode`,
 * default USD), its fraction digits (JPY none), "," and "." as the default locale writes them.
 */
import { formatMoney } from './cldr-format.js';
import { DEFAULT_LOCALE } from './constants.js';
import { currencyCode, currencyDigits } from './currencies.js';
import { parseDecimal, shiftDecimal } from './decimal.js';

/** The store currency of a cart: its `currencyCode`, USD when it names none. */
export function cartCurrency(code: string | null | undefined): string {
  return currencyCode(code ?? '');
}

/** An amount in the currency's minor units ("cents"; yen for JPY) as money text. */
export function minorUnitsText(minor: number, currency: string, trimZeroFraction = false): string {
  const amount = shiftDecimal(parseDecimal(minor) ?? '0', -currencyDigits(currency));
  return decimalText(amount, currency, trimZeroFraction);
}

/** A decimal amount ("30.00") as money text: "$30.00", or "$30" with zero fractions trimmed. */
export function decimalText(amount: string, currency: string, trimZeroFraction = false): string {
  const options = trimZeroFraction ? { trailingZeroDisplay: 'stripIfInteger' } : {};
  return formatMoney(parseDecimal(amount) ?? '0', currency, DEFAULT_LOCALE, options);
}
