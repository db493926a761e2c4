import { sql, type Kysely } from 'kysely';

/**
 * Orders a shop can run: a readable number (#1001…, from the `counters` row `order-number`),
 * a status with a version for the admin's concurrent edits, the customer's email and addresses,
 * the payment provider and reference, how long an unpaid order holds its stock, and the
 * idempotency key of the request that placed it. Orders placed before (test orders) are `paid`
 * and numbered in the order they were placed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer' | 'bigint', boolean?][] = [
    ['number', 'integer'],
    ['customer_email', 'text'],
    ['shipping_address', 'text'],
    ['gift_card_recipient', 'text'],
    ['payment_provider', 'text'],
    ['payment_reference', 'text'],
    ['payment_instructions', 'text'],
    ['expires_at', 'bigint'],
    ['idempotency_key', 'text'],
    ['updated_at', 'bigint'],
  ];
  // One column per statement: SQLite adds one at a time.
  for (const [name, type] of columns) await db.schema.alterTable('orders').addColumn(name, type).execute();
  await db.schema.alterTable('orders').addColumn('status', 'text', (c) => c.notNull().defaultTo('paid')).execute();
  await db.schema.alterTable('orders').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('order_lines').addColumn('variant_attributes', 'text', (c) => c.notNull().defaultTo('{}')).execute();

  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();

  const existing = await sql<{ id: string }>`select id from orders order by created_at, id`.execute(db);
  let number = 1000;
  for (const { id } of existing.rows) {
    number += 1;
    await sql`update orders set number = ${number}, updated_at = created_at where id = ${id}`.execute(db);
  }
  await sql`insert into counters (name, value) values ('order-number', ${number})`.execute(db);

  await db.schema.createIndex('orders_number').on('orders').column('number').unique().execute();
  await db.schema.createIndex('orders_idempotency_key').on('orders').column('idempotency_key').unique().execute();
  await db.schema.createIndex('orders_status_expiry').on('orders').columns(['status', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['orders_status_expiry', 'orders_idempotency_key', 'orders_number']) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('counters').execute();
  await db.schema.alterTable('order_lines').dropColumn('variant_attributes').execute();
  const columns = [
    'version', 'status', 'updated_at', 'idempotency_key', 'expires_at', 'payment_instructions', 'payment_reference',
    'payment_provider', 'gift_card_recipient', 'shipping_address', 'customer_email', 'number',
  ];
  for (const name of columns) await db.schema.alterTable('orders').dropColumn(name).execute();
}
