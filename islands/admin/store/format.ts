import { minorUnitsText } from '../../../domain/money/cart-money.js';

/** A price range in the store's currency ("$10.00 – $25.00"), one price when both ends are equal. */
export function priceRange(min: number, max: number, currencyCode: string): string {
  return min === max ? minorUnitsText(min, currencyCode) : `${minorUnitsText(min, currencyCode)} – ${minorUnitsText(max, currencyCode)}`;
}
