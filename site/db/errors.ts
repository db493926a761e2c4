export type StoreErrorCode =
  | 'unknown-item'
  | 'unknown-variant'
  | 'unknown-entry'
  | 'unknown-cart'
  | 'out-of-stock'
  | 'invalid-quantity'
  | 'empty-cart'
  | 'cart-purchased'
  | 'stale-version'
  | 'unknown-version'
  | 'unknown-part';

const MESSAGES: Record<StoreErrorCode, string> = {
  'unknown-item': 'Sorry, that item is unavailable.',
  'unknown-variant': 'Sorry, that item variant is unavailable. Please select another variant.',
  'unknown-entry': 'That item is no longer in your cart.',
  'unknown-cart': 'That cart does not exist.',
  'out-of-stock': 'Sorry, we do not have enough of that item available.',
  'invalid-quantity': 'Quantity must be a whole number between 1 and 9999.',
  'empty-cart': 'Your cart is empty.',
  'cart-purchased': 'This cart has already been checked out.',
  'stale-version': 'Someone else saved this since you opened it. Reload to see their changes.',
  'unknown-version': 'That version is no longer kept.',
  'unknown-part': 'That content does not exist.',
};

/** A rule of the store refused the change; nothing was written. */
export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    readonly detail: Readonly<Record<string, string | number>> = {},
  ) {
    super(MESSAGES[code]);
    this.name = 'StoreError';
  }
}

export function isStoreError(error: unknown, code?: StoreErrorCode): error is StoreError {
  return error instanceof StoreError && (code === undefined || error.code === code);
}
