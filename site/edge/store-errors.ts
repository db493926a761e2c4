import type { StoreErrorCode } from '../db/index.js';

/** HTTP status of each refusal of the data layer (its message goes to the visitor as is). */
export const STORE_ERROR_STATUS: Readonly<Record<StoreErrorCode, number>> = {
  'unknown-item': 404,
  'unknown-variant': 404,
  'unknown-entry': 404,
  'unknown-cart': 404,
  'out-of-stock': 409,
  'invalid-quantity': 400,
  'empty-cart': 409,
  'cart-purchased': 409,
  'stale-version': 409,
  'unknown-version': 404,
  'unknown-part': 404,
  'unknown-order': 404,
  'order-transition': 409,
  'order-version': 409,
  'order-too-large': 409,
  'idempotency-conflict': 409,
  'shipping-address-required': 400,
  'gift-card-recipient-required': 400,
  'cash-short': 400,
  'too-many-unpaid': 409,
  'subscription-unavailable': 409,
};
