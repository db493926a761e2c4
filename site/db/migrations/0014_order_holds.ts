import type { Kysely } from 'kysely';

/**
 * What the caps on unpaid orders count and what a reused key is compared with: per order the
 * digest of the request that placed it (`request_hash`: the same key with another body is
 * refused), the client address it came from and the visitor who sent it (hashed, `placed_from`,
 * `placed_by`), and its email as the caps compare it (`email_key`). Orders placed before have none
 * and count for no cap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of ['request_hash', 'placed_from', 'placed_by', 'email_key']) await db.schema.alterTable('orders').addColumn(name, 'text').execute();
  await db.schema.createIndex('orders_unpaid_from').on('orders').columns(['placed_from', 'status']).execute();
  await db.schema.createIndex('orders_unpaid_by').on('orders').columns(['placed_by', 'status']).execute();
  await db.schema.createIndex('orders_unpaid_email').on('orders').columns(['email_key', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['orders_unpaid_email', 'orders_unpaid_by', 'orders_unpaid_from']) await db.schema.dropIndex(index).execute();
  for (const name of ['email_key', 'placed_by', 'placed_from', 'request_hash']) await db.schema.alterTable('orders').dropColumn(name).execute();
}
