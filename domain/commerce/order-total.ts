/**
 * The one formula of an order's total, used by the cart, the checkout and the order itself:
 * subtotal − discount + shipping + tax, in minor units. Tax already inside the prices
 * (`taxInclusive`) is part of the subtotal and is not added again. The discount never takes the
 * goods below zero.
 */
export interface TotalParts {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  taxInclusive: boolean;
}

export function orderTotalCents(parts: TotalParts): number {
  const goods = Math.max(0, parts.subtotalCents - parts.discountCents);
  return goods + parts.shippingCents + (parts.taxInclusive ? 0 : parts.taxCents);
}
