/**
 * An amount a merchant types in the admin ("500", "12.50", "1.250") and the stored minor units of
 * the store currency, by the currency's fraction digits: the one reader of typed amounts and the
 * one writer back. 500 typed in a JPY shop is stored as 500; 12.5 typed in USD as 1250.
 */
import { currencyDigits } from './currencies.js';
import { minorUnitsDecimal } from './money-json.js';

/** An amount as typed: an optional sign, up to 9 whole digits and up to 4 decimals (the currency then decides). */
const TYPED = /^([+-])?(\d{1,9})(?:\.(\d{1,4}))?$/;

/** An unsigned amount as a form may accept it before the currency is known ("5", "5.50"). */
export const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,4})?$/;

/**
 * The typed text in the currency's minor units, exactly (no floating point): "12.5" USD → 1250,
 * "500" JPY → 500, "1.25" KWD → 1250. Undefined when it is no amount, has more (non-zero) decimals
 * than the currency, or is negative when `signed` is not set.
 */
export function typedMinorUnits(text: string, currency: string, signed = false): number | undefined {
  return typedDigitsUnits(text, currencyDigits(currency), signed);
}

/** `typedMinorUnits` for a currency of `digits` fraction digits (callers that carry the digits, not the code). */
export function typedDigitsUnits(text: string, digits: number, signed = false): number | undefined {
  const match = TYPED.exec(text.trim());
  if (match === null) return undefined;
  const [, sign = '', whole = '0', fraction = ''] = match;
  // Decimals past the currency's are refused unless they are zeros ("500.00" JPY is 500; "12.345" USD is no amount).
  if (/[1-9]/.test(fraction.slice(digits)) || (sign === '-' && !signed)) return undefined;
  const minor = Number(whole) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, '0') || '0');
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** Stored minor units as the amount the admin shows in its fields: 1250 USD → "12.50", 500 JPY → "500". */
export function minorUnitsTyped(minor: number, currency: string): string {
  return minorUnitsDecimal(minor, currencyDigits(currency));
}

/** How many decimals the currency's amounts may have, as a sentence part: "2 decimals", "no decimals". */
export function decimalsOf(currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? 'no decimals' : digits === 1 ? '1 decimal' : `${String(digits)} decimals`;
}

/** An example amount in the currency: "12.50" USD, "500" JPY, "12.500" KWD. */
export function typedExample(currency: string): string {
  return minorUnitsTyped(currencyDigits(currency) === 0 ? 500 : 1250 * 10 ** (currencyDigits(currency) - 2), currency);
}

/**
 * What is wrong with an amount typed for `field` that is no amount in the currency ("12.345" in
 * USD, "5.5" in JPY): "The price must be an amount such as 500: JPY amounts have no decimals."
 */
export function typedAmountMessage(field: string, currency: string): string {
  return `${field} must be an amount such as ${typedExample(currency)}: ${currency} amounts have ${decimalsOf(currency)}.`;
}
