import { currencyDigits } from './currencies.js';

/** A money value of the calls: the amount as a decimal string, its currency and its cents. */
export interface MoneyJson {
  currencyCode: string;
  /** The amount in major units, e.g. "42.00" (JPY: "4200"). */
  value: string;
  decimalValue: string;
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

/** Minor units (integer) to the money value of the calls. */
export function moneyJson(cents: number, currencyCode: string): MoneyJson {
  const decimal = centsText(cents, currencyCode);
  return { currencyCode, value: decimal, decimalValue: decimal, cents };
}
