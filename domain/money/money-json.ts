/**
 * Money as JSON writes it: the two wire shapes of spec 001 §3 (read back by money.ts's
 * `readMoney`), and the shape the cart and order calls answer, written from stored minor units.
 */
import { currencyDigits } from './currencies.js';

/** Money as product content and settings write it: `{"decimalValue": "42.00", "currencyCode": "USD"}`. */
export interface DecimalMoneyJson {
  /** The amount in major units, e.g. "42.00" (JPY: "4200"). */
  decimalValue: string;
  currencyCode: string;
}

/** Money as the Commerce API writes it: `{"currency": "USD", "value": "42.00"}`. */
export interface ValueMoneyJson {
  currency: string;
  value: string;
}

/** A money value of the cart and order calls: the amount as a decimal string, its currency and its cents. */
export interface MoneyJson extends DecimalMoneyJson {
  /** The same amount as `decimalValue`. */
  value: string;
  /** The amount in the currency's minor units, as stored. */
  cents: number;
}

/**
 * Minor units (an integer, as stored) as the decimal text of major units with `digits` fraction
 * digits: the one rule of cents into a decimal. 4250, 2 → "42.50"; -5, 2 → "-0.05".
 */
export function minorUnitsDecimal(minor: number, digits: number): string {
  const digitsText = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = digitsText.slice(0, digitsText.length - digits);
  const fraction = digits > 0 ? `.${digitsText.slice(-digits)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}

/** Minor units in a currency as the decimal text of major units: 4200 USD → "42.00", 4200 JPY → "4200". */
export const centsText = (cents: number, currencyCode: string): string => minorUnitsDecimal(cents, currencyDigits(currencyCode));

/** Minor units (integer) as money of product content and settings. */
export function decimalMoneyJson(cents: number, currencyCode: string): DecimalMoneyJson {
  return { decimalValue: centsText(cents, currencyCode), currencyCode };
}

/** Minor units (integer) as money of the Commerce API. */
export function valueMoneyJson(cents: number, currency: string): ValueMoneyJson {
  return { currency, value: centsText(cents, currency) };
}

/** Minor units (integer) to the money value of the calls. */
export function moneyJson(cents: number, currencyCode: string): MoneyJson {
  const decimal = centsText(cents, currencyCode);
  return { currencyCode, value: decimal, decimalValue: decimal, cents };
}
