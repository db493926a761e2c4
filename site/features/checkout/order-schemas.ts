import { z } from 'astro/zod';
import { MAX_ENTRY_QUANTITY } from '../../db/index.js';
import { additionalFieldsSchema, itemIdSchema } from '../cart/cart-schemas.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SKU = /^[A-Za-z0-9._-]{1,64}$/;

/** An order id of a path: what the store writes (24 hex characters), nothing else. */
export const orderIdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'The order id is not valid.');

/** `POST /api/3/commerce/cart/subscription` (spec 000 §7): itemId, sku, qty, additionalFields. */
export const subscriptionCartSchema = z.object({
  itemId: itemIdSchema,
  sku: z.string({ invalid_type_error: 'sku must be a string.' }).regex(SKU, 'sku is not a valid SKU.').nullish(),
  variantId: z.string({ invalid_type_error: 'variantId must be a string.' }).regex(ID, 'variantId is not a valid variant id.').nullish(),
  qty: z.preprocess(
    (value) => (value === undefined || value === null ? 1 : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z
      .number({ invalid_type_error: 'Quantity must be a number.' })
      .finite('Quantity must be a number.')
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1.')
      .max(MAX_ENTRY_QUANTITY, `Quantity must be at most ${MAX_ENTRY_QUANTITY}.`),
  ),
  additionalFields: additionalFieldsSchema,
  crumb: z.string().max(100).optional(),
});


export const NOT_SUBSCRIPTION_MESSAGE = 'This product is not available as a subscription.';

/** A cart token (the subscription call's answer): the id of a cart of its own. */
export const cartTokenSchema = z.string({ invalid_type_error: 'cartToken must be a string.' }).regex(/^[0-9a-f]{24}$/, 'cartToken is not a valid cart token.');

/** The client's key of one checkout attempt (the checkout page makes one per render). */
export const idempotencyKeySchema = z
  .string({ invalid_type_error: 'idempotencyKey must be a string.' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'idempotencyKey must be 16 to 100 letters, digits, dashes or underscores.');

export const paymentProviderSchema = z.enum(['test', 'manual', 'afterpay'], {
  errorMap: () => ({ message: 'paymentProvider must be one of the payment methods this shop offers.' }),
});

/**
 * `POST /api/commerce/orders`, before the cart is read: the crumb, `cartToken` to check out a
 * cart token's cart (a subscription, a gift card) instead of the visitor's cart, the idempotency
 * key (or the `Idempotency-Key` header), the payment provider, and the customer's details, which
 * site/features/checkout/customer-schema.ts checks against what the cart needs.
 */
export const placeOrderSchema = z
  .object({
    crumb: z.string().max(100).optional(),
    cartToken: cartTokenSchema.optional(),
    idempotencyKey: idempotencyKeySchema.optional(),
    paymentProvider: paymentProviderSchema.optional(),
    /** The shipping option chosen (`<zone>/<rate>` as the cart lists them); the cheapest when left out. */
    shippingOption: z.string({ invalid_type_error: 'shippingOption must be a string.' }).regex(/^[a-z0-9-]{1,40}\/[a-z0-9-]{1,40}$/, 'That shipping option is not one we offer.').optional(),
  })
  .passthrough();

export type PlaceOrderBody = z.output<typeof placeOrderSchema>;
