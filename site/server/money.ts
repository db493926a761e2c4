import { currencyDigits } from '../../domain/money/currencies.js';

/** A money value of the calls: the amount as a decimal string, its currency and its cents. */
export interface MoneyJson {
  currencyCode: string;
  /** The amount in major units, e.g. "42.00" (JPY: "4200"). */
  value: string;
  decimalValue: string;
  /** The amount in the currency's minor units, as stored. */
  cents: number;
}

/** Minor units (integer) to the money value of the calls. */
export function moneyJson(cents: number, currencyCode: string): MoneyJson {
  const digits = currencyDigits(currencyCode);
  const negative = cents < 0;
  const digitsText = String(Math.abs(cents)).padStart(digits + 1, '0');
  const whole = digitsText.slice(0, digitsText.length - digits);
  const fraction = digits > 0 ? `.${digitsText.slice(-digits)}` : '';
  const decimal = `${negative ? '-' : ''}${whole}${fraction}`;
  return { currencyCode, value: decimal, decimalValue: decimal, cents };
}
