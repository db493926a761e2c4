import { typedMinorUnits } from '../../../domain/money/typed-amount.js';

/**
 * An amount the merchant types ("25", "25.50", "-5", "$25") in minor units of the card's currency
 * (domain/money/typed-amount.ts); a currency sign before the digits is allowed. Undefined when it is not one.
 */
export function centsOfTyped(text: string, currencyCode: string): number | undefined {
  return typedMinorUnits(text.trim().replace(/^([+-]?)\s*[^\d\s.+-]{1,3}\s*/, '$1'), currencyCode, true);
}
