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

/** Minor units (an integer, as stored) as the decimal text of major units: 4200 USD → "42.00", 4200 JPY → "4200". */
export function centsText(cents: number, currencyCode: string): string {
  const digits = currencyDigits(currencyCode);
  const digitsText = String(Math.abs(cents)).padStart(digits + 1, '0');
  const whole = digitsText.slice(0, digitsText.length - digits);
  const fraction = digits > 0 ? `.${digitsText.slice(-digits)}` : '';
  return `${cents < 0 ? '-' : ''}${whole}${fraction}`;
}

/** Minor units (integer) to the money value of the calls. */
export function moneyJson(cents: number, currencyCode: string): MoneyJson {
  const decimal = centsText(cents, currencyCode);
  return { currencyCode, value: decimal, decimalValue: decimal, cents };
}
