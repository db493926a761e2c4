import type { Kysely } from 'kysely';

/**
 * Shipping and discount codes (issue 25): each variant's weight in grams (`variants.weight_grams`,
 * 0 until the merchant sets it) for rates by weight; on the cart, the discount code typed
 * (`carts.discount_code`), the address the shopper gave for shipping and tax
 * (`carts.shipping_location`, JSON) and the shipping option chosen (`carts.shipping_option`); on
 * the order, its code and shipping option's name; the merchant's codes (`discount_codes`, with
 * their use count) and every use by an order (`discount_redemptions`, by the customer's email key,
 * for the limit per customer). Shipping zones are a versioned content part (`shipping-zones`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('variants').addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('carts').addColumn('discount_code', 'text').execute();
  await db.schema.alterTable('carts').addColumn('shipping_location', 'text').execute();
  await db.schema.alterTable('carts').addColumn('shipping_option', 'text').execute();
  await db.schema.alterTable('orders').addColumn('discount_code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('shipping_option_name', 'text').execute();
  await db.schema
    .createTable('discount_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent_hundredths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_subtotal_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint')
    .addColumn('ends_at', 'bigint')
    .addColumn('max_uses', 'integer')
    .addColumn('per_customer_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('discount_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('discount_code_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('discount_redemptions_customer').on('discount_redemptions').columns(['discount_code_id', 'email_key']).execute();
}
