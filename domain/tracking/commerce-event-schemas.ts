/**
 * What the event pipeline accepts for each schema (the contents islands/tracking/commerce-payloads.ts
 * builds): the analytics fields every event carries (001 §3) and each event's own fields.
 */
import { z } from 'zod';
import { EVENT_SCHEMAS, type EventSchemaName } from './commerce-events.js';

const id = z.string({ required_error: 'is required', invalid_type_error: 'must be text' }).trim().min(1, 'must not be empty').max(200, 'is too long (at most 200 characters)');
const text = (max: number) => z.string({ required_error: 'is required', invalid_type_error: 'must be text' }).max(max, `is too long (at most ${String(max)} characters)`);
const optionalText = (max: number) => text(max).nullable().optional();
const amount = z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).finite('must be a number').nonnegative('must not be negative').max(1e13, 'is too large');
const count = z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(9999, 'must be at most 9999');
const currency = z.string({ required_error: 'is required', invalid_type_error: 'must be text' }).regex(/^[A-Z]{3}$/, 'must be a currency code such as USD');
const productType = z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().min(1, 'must be 1 to 4').max(4, 'must be 1 to 4');

/** 001 §3's analytics event fields, as far as a storefront page knows them. */
const analytics = {
  analytics_id: optionalText(200),
  session_id: optionalText(200),
  object_identifier: optionalText(200),
  page_host: optionalText(300),
  page_path: optionalText(2000),
  page_query_params: optionalText(2000),
  page_referrer_url: optionalText(2000),
  browser_language: optionalText(50),
  window_width: z.number().int().nonnegative().optional(),
  window_height: z.number().int().nonnegative().optional(),
  user_agent: optionalText(1000),
  timestamp: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().nonnegative(),
  custom_schema_name: optionalText(100),
  source_environment: optionalText(50),
  context_website_id: optionalText(200),
  member_account_id: optionalText(200),
  resolved_locale: optionalText(50),
  website_locale: optionalText(50),
  member_account_locale: optionalText(50),
};

const visitor = {
  ...analytics,
  website_id: id,
  page_id: id,
  /** The visitor's cart, null while they have none. */
  cart_id: id.nullable(),
};

const product = {
  product_id: id,
  product_name: text(500),
  product_type: productType,
  currency,
};

export const viewContent = z.object({ ...visitor, ...product, price: amount }).strict();

export const addToCartContent = z
  .object({ ...visitor, ...product, cart_id: id, sku: text(200), variant_id: id, variant: z.record(text(200)), quantity: count, price: amount })
  .strict();

const orderLine = z.object({ sku: text(200), product_name: text(500), quantity: count, unit_price: amount }).strict();

export const purchaseContent = z
  .object({
    ...visitor,
    cart_id: id,
    order_id: id,
    test_mode: z.boolean({ required_error: 'is required', invalid_type_error: 'must be true or false' }),
    currency,
    items: z.array(orderLine, { required_error: 'is required', invalid_type_error: 'must be a list' }).min(1, 'must name at least one item').max(200, 'at most 200 items'),
    grand_total: amount,
    shipping_total: amount,
    tax_total: amount,
  })
  .strict();

export const EVENT_CONTENT_SCHEMAS: Readonly<Record<EventSchemaName, z.ZodTypeAny>> = {
  [EVENT_SCHEMAS.view]: viewContent,
  [EVENT_SCHEMAS.addToCart]: addToCartContent,
  [EVENT_SCHEMAS.purchase]: purchaseContent,
};

export type ViewContent = z.infer<typeof viewContent>;
export type AddToCartContent = z.infer<typeof addToCartContent>;
export type PurchaseContent = z.infer<typeof purchaseContent>;

/** The checkout-confirmed internal event's data (RecordEvent). */
export const checkoutConfirmedData = z
  .object({ websiteId: id, orderId: id, purchasedCartId: id, testMode: z.boolean(), grandTotal: amount, currency })
  .strict();
export type CheckoutConfirmedData = z.infer<typeof checkoutConfirmedData>;
