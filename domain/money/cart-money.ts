/**
 * Money of the cart as the islands show it, the one rule for the cart page, the cart pill and the
 * installment badges: the store currency (the cart's `currencyCode`, default USD), its fraction
 * digits (JPY none), written by CLDR data as the site's prices are ("$42.00"; the default locale
 * unless one is given).
 */
import { formatMoney } from './cldr-format.js';
import { DEFAULT_LOCALE } from './constants.js';
import { currencyCode } from './currencies.js';
import { parseDecimal } from './decimal.js';
import { centsMoney } from './minor-units.js';
import type { Money } from './money.js';

/** The store currency of a cart: its `currencyCode`, USD when it names none. */
export function cartCurrency(code: string | null | undefined): string {
  return currencyCode(code ?? '');
}

const TRIM_ZERO_FRACTION = Object.freeze({ trailingZeroDisplay: 'stripIfInteger' });

/** Money as text: "$30.00", or "$30" with zero fractions trimmed; in the locale given, else the default. */
export function moneyText(money: Money, trimZeroFraction = false, locale: string = DEFAULT_LOCALE): string {
  return formatMoney(money.amount, money.currency, locale, trimZeroFraction ? TRIM_ZERO_FRACTION : undefined);
}

/**
 * The one formatter of cents: an amount in the currency's minor units ("cents"; yen for JPY) as
 * money text, "$42.50", "¥4,250"; not a number counts as 0.
 */
export function minorUnitsText(minor: unknown, currency: string, trimZeroFraction = false, locale: string = DEFAULT_LOCALE): string {
  return moneyText(centsMoney(minor, currency), trimZeroFraction, locale);
}

/** A decimal amount ("30.00") as money text: "$30.00", or "$30" with zero fractions trimmed. */
export function decimalText(amount: string, currency: string, trimZeroFraction = false, locale: string = DEFAULT_LOCALE): string {
  return moneyText({ amount: parseDecimal(amount) ?? '0', currency }, trimZeroFraction, locale);
}

/**
 * The cart pill's subtotal (spec 000 §2: "the subtotal with zero fractions trimmed"): the site's
 * money text without a zero fraction, "$84" for 84.00, "$12.50" otherwise.
 */
export function pillMoneyText(minor: unknown, currency: string, locale: string = DEFAULT_LOCALE): string {
  return minorUnitsText(minor, currency, true, locale);
}
