import { sql, type Kysely } from 'kysely';

/**
 * Payment and fulfilment as two states on every order (domain/commerce/order-lifecycle.ts):
 * `payment_status`, `fulfilment_status`; a manual payment's deadline kept after the order is
 * settled (`payment_due_at`, for "payment was not received by …") and when its reminder was
 * queued (`payment_reminded_at`); what has been refunded (`refunded_cents`). Every transition is
 * a row of `order_events`; each shipment a row of `order_fulfilments` (carrier, tracking, the
 * units of each line as JSON, when it was undone). Existing orders take the states their status
 * implies (a cancelled order as voided: nothing says it was ever paid).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('paid')).execute();
  await db.schema.alterTable('orders').addColumn('fulfilment_status', 'text', (c) => c.notNull().defaultTo('unfulfilled')).execute();
  await db.schema.alterTable('orders').addColumn('payment_due_at', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('payment_reminded_at', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update orders set payment_status = 'pending', payment_due_at = expires_at where status = 'awaiting_payment'`.execute(db);
  await sql`update orders set fulfilment_status = 'fulfilled' where status = 'fulfilled'`.execute(db);
  await sql`update orders set payment_status = 'voided', fulfilment_status = 'cancelled' where status = 'cancelled'`.execute(db);
  await db.schema.createIndex('orders_payment_due').on('orders').columns(['payment_status', 'payment_due_at']).execute();
  await db.schema.createIndex('orders_fulfilment_status').on('orders').column('fulfilment_status').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'at']).execute();

  await db.schema
    .createTable('order_fulfilments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text')
    .addColumn('service', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('undone_at', 'bigint')
    .execute();
  await db.schema.createIndex('order_fulfilments_order').on('order_fulfilments').columns(['order_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_fulfilments').execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropIndex('orders_fulfilment_status').execute();
  await db.schema.dropIndex('orders_payment_due').execute();
  for (const name of ['refunded_cents', 'payment_reminded_at', 'payment_due_at', 'fulfilment_status', 'payment_status']) await db.schema.alterTable('orders').dropColumn(name).execute();
}
