import type { Kysely } from 'kysely';

/**
 * Subscriptions (issue 25): each subscription line of an order carries its plan as bought
 * (`order_lines.subscription_plan`, JSON `{billingPeriod, numBillingCycles}`); `subscriptions`
 * holds one record per such line (the first order), how many payments it has taken, when the next
 * falls, and whether it is active, cancelled (by whom, when) or completed; each renewal is a new
 * order naming it (`orders.subscription_id`, `orders.subscription_payment`: 1 for the second
 * payment, …).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('subscription_plan', 'text').execute();
  await db.schema.alterTable('orders').addColumn('subscription_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('subscription_payment', 'integer').execute();
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('order_line_id', 'text', (c) => c.notNull().unique())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('additional_fields', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text')
    .addColumn('payment_provider', 'text')
    .addColumn('period_value', 'integer', (c) => c.notNull())
    .addColumn('period_unit', 'text', (c) => c.notNull())
    .addColumn('num_cycles', 'integer', (c) => c.notNull())
    .addColumn('payments_made', 'integer', (c) => c.notNull())
    .addColumn('anchor_at', 'bigint', (c) => c.notNull())
    .addColumn('next_payment_at', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addColumn('cancelled_by', 'text')
    .addColumn('last_failure', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['status', 'next_payment_at']).execute();
  await db.schema.createIndex('subscriptions_order').on('subscriptions').columns(['order_id']).execute();
  await db.schema.createIndex('orders_subscription').on('orders').columns(['subscription_id']).execute();
}

