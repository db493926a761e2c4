/**
 * Money of the cart as the islands show it, the one rule for the cart page, the cart pill and the
 * installment badges: the store currency (the cart's `currencyCode`, default USD), its fraction
 * digits (JPY none), written by CLDR data as the site's prices are ("$42.00"; the default locale
 * unless one is given).
 */
import { formatMoney } from './cldr-format.js';
import { DEFAULT_LOCALE } from './constants.js';
import { currencyCode, currencyDigits } from './currencies.js';
import { parseDecimal, shiftDecimal } from './decimal.js';

/** The store currency of a cart: its `currencyCode`, USD when it names none. */
export function cartCurrency(code: string | null | undefined): string {
  return currencyCode(code ?? '');
}

/** An amount in the currency's minor units ("cents"; yen for JPY) as money text; not a number counts as 0. */
export function minorUnitsText(minor: unknown, currency: string, trimZeroFraction = false, locale: string = DEFAULT_LOCALE): string {
  const amount = shiftDecimal(parseDecimal(minor) ?? '0', -currencyDigits(currency));
  return decimalText(amount, currency, trimZeroFraction, locale);
}

/** A decimal amount ("30.00") as money text: "$30.00", or "$30" with zero fractions trimmed. */
export function decimalText(amount: string, currency: string, trimZeroFraction = false, locale: string = DEFAULT_LOCALE): string {
  const options = trimZeroFraction ? { trailingZeroDisplay: 'stripIfInteger' } : {};
  return formatMoney(parseDecimal(amount) ?? '0', currency, locale, options);
}

/**
 * The cart pill's subtotal (spec 000 §2: "the subtotal with zero fractions trimmed"): the site's
 * money text without a zero fraction, "$84" for 84.00, "$12.50" otherwise.
 */
export function pillMoneyText(minor: unknown, currency: string, locale: string = DEFAULT_LOCALE): string {
  return minorUnitsText(minor, currency, true, locale);
}
