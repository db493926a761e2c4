/**
 * Stored amounts (integers of the currency's minor units: cents, or yen for JPY) and Money, by the
 * currency's fraction digits: the one conversion each way. Kept apart from money.ts's readers so
 * the islands that only write stored amounts load no engine helper.
 */
import { currencyDigits } from './currencies.js';
import { parseDecimal, shiftDecimal } from './decimal.js';
import type { Money } from './money.js';

/** Minor units as stored (4250 USD; 4250 JPY) as Money (42.5 USD; 4250 JPY); not a number counts as 0. */
export function centsMoney(minor: unknown, currency: string): Money {
  return { amount: shiftDecimal(parseDecimal(minor) ?? '0', -currencyDigits(currency)), currency };
}

/** Money in its currency's minor units, rounded half away from zero ("12.345" USD → 1235). */
export function moneyCents(money: Money): number {
  const minor = Number(shiftDecimal(money.amount, currencyDigits(money.currency)));
  return Math.sign(minor) * Math.round(Math.abs(minor));
}

/** A decimal amount as text ("15", "15.5") in the currency's minor units (1500, 1550; JPY 15); not a number counts as 0. */
export function decimalCents(text: string, currency: string): number {
  return moneyCents({ amount: parseDecimal(text) ?? '0', currency });
}
