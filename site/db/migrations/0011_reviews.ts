import type { Kysely } from 'kysely';

/**
 * Product reviews written by shoppers from their order confirmation: one per product per order
 * (the unique key refuses a second), waiting for the merchant's approval (`pending`, `approved`,
 * `hidden`), with a version every moderation raises so a stale change is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('product_reviews_order_product', ['order_id', 'product_id'])
    .execute();
  await db.schema.createIndex('product_reviews_product_status').on('product_reviews').columns(['product_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('product_reviews_status').on('product_reviews').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_reviews').execute();
}
