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
  | 'unknown-part'
  | 'unknown-order'
  | 'order-transition'
  | 'order-version'
  | 'order-too-large'
  | 'idempotency-conflict'
  | 'shipping-address-required'
  | 'gift-card-recipient-required'
  | 'cash-short'
  | 'too-many-unpaid'
  | 'subscription-unavailable';

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
  'unknown-order': 'That order does not exist.',
  'order-transition': 'The order cannot change to that status.',
  'order-version': 'The order was changed by someone else. Reload it and try again.',
  'order-too-large': 'That is more items than one order may hold. Please lower the quantities.',
  'idempotency-conflict': 'That idempotency key was already used for a different request.',
  'shipping-address-required': 'Please enter a shipping address for the items we ship.',
  'gift-card-recipient-required': 'Please tell us who receives the gift card.',
  'cash-short': 'The cash received does not cover the total.',
  'too-many-unpaid': 'Too many orders are awaiting payment. Please pay for one of them before placing another.',
  'subscription-unavailable': 'This subscription cannot be bought: its billing period is unavailable.',
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

/** Whether a (PostgreSQL or SQLite) error is a unique key refusing a second row. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e !== null && typeof e === 'object' && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed')));
}
