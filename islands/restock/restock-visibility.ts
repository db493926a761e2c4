/**
 * Which restock view shows after the variant selects announce a change (loaded with the page;
 * the sign-up form's own rules load with the form, restock-rules.ts).
 */
export interface VariantChange {
  productId: string;
  variantId: string | null;
  soldOut: boolean;
}

export function parseVariantChange(detail: unknown): VariantChange | undefined {
  if (detail === null || typeof detail !== 'object') return undefined;
  const d = detail as Record<string, unknown>;
  if (typeof d['productId'] !== 'string') return undefined;
  return { productId: d['productId'], variantId: typeof d['variantId'] === 'string' ? d['variantId'] : null, soldOut: d['soldOut'] === true };
}

export interface RestockViewIds {
  productId: string;
  variantId: string;
}

/** Whether a view of the product shows after a change: only the chosen variant's, when it is sold out. */
export function viewShown(view: RestockViewIds, change: VariantChange): boolean | undefined {
  if (view.productId !== change.productId) return undefined;
  return change.soldOut && change.variantId === view.variantId;
}
