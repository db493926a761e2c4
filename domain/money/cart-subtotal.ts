import { CENTS_SHIFT } from './constants.js';
import { formatMoney } from './cldr-format.js';
import { parseDecimal, shiftDecimal } from './decimal.js';

/**
 * The cart pill's subtotal: cents in the store currency as the locale writes money, with a zero
 * fraction trimmed ("$12", "$12.50"). Text that is no number counts as 0.
 */
export function formatCartSubtotal(cents: unknown, currency: string, locale: string): string {
  const amount = shiftDecimal(parseDecimal(cents) ?? '0', -CENTS_SHIFT);
  return formatMoney(amount, currency, locale, { trailingZeroDisplay: 'stripIfInteger' });
}
