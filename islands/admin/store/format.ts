import { minorUnitsText } from '../../../domain/money/cart-money.js';

/** Money of the store's currency for the admin's tables ("$42.00"): the one rule of domain/money/cart-money.ts. */
export const formatCents = (cents: number, currencyCode: string): string => minorUnitsText(cents, currencyCode);

export function priceRange(min: number, max: number, currencyCode: string): string {
  return min === max ? formatCents(min, currencyCode) : `${formatCents(min, currencyCode)} – ${formatCents(max, currencyCode)}`;
}
