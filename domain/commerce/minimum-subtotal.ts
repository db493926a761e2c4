import { compareDecimal, parseDecimal, type Decimal } from '../money/decimal.js';
import { readAmount } from '../money/money.js';
import { isJsonObject } from '../json-object.js';

/** The cart strings' minimum message (spec 000 §8). */
export const MINIMUM_SUBTOTAL_MESSAGE = 'To check out, your order subtotal must be {subtotal} or more.';

/** The store's minimum order subtotal (a decimal in the store currency), if it sets one above 0. */
export function minimumSubtotal(storeSettings: unknown): Decimal | undefined {
  const setting = isJsonObject(storeSettings) ? storeSettings['minimumOrderSubtotal'] : undefined;
  const value = readAmount(setting);
  return value !== undefined && compareDecimal(value, '0') > 0 ? value : undefined;
}

/** The subtotal is under the store's minimum: checkout waits until it is not. */
export function belowMinimum(subtotal: string, minimum: Decimal | undefined): boolean {
  return minimum !== undefined && compareDecimal(parseDecimal(subtotal) ?? '0', minimum) < 0;
}

export function minimumSubtotalMessage(formattedMinimum: string): string {
  return MINIMUM_SUBTOTAL_MESSAGE.replace('{subtotal}', formattedMinimum);
}
