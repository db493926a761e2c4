/** What the cart pill says (spec 000 §2, §9): the count, "item"/"items" (the trimmed subtotal: pill-subtotal.ts; where it shows: pill-visible.ts). */

/** Above this the pill shows "100+". */
export const PILL_COUNT_LIMIT = 100;

export function pillCount(totalQuantity: number): string {
  return totalQuantity > PILL_COUNT_LIMIT ? `${PILL_COUNT_LIMIT}+` : String(totalQuantity);
}

export function itemWord(totalQuantity: number): 'item' | 'items' {
  return totalQuantity === 1 ? 'item' : 'items';
}

/**
 * What a screen reader hears instead of the pill's digits (spec 001 §9): "One item in cart",
 * "3 items in cart", "More than 100 items in cart".
 */
export function pillSentence(totalQuantity: number): string {
  if (totalQuantity > PILL_COUNT_LIMIT) return `More than ${PILL_COUNT_LIMIT} items in cart`;
  if (totalQuantity === 1) return 'One item in cart';
  return `${totalQuantity} items in cart`;
}
