import { currencyDigits } from '../../domain/money/currencies.js';

import type { MoneyJson } from '../../domain/commerce/cart-json.js';

export type { MoneyJson };

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
