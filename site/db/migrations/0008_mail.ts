import type { Kysely } from 'kysely';

/**
 * Delivery bookkeeping of the outbox: attempts, the last error, when to try again, a lease so
 * two processes never send one message twice, and when it was given up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [['attempts', 'integer'], ['last_error', 'text'], ['next_attempt_at', 'bigint'], ['leased_until', 'bigint'], ['failed_at', 'bigint']] as const) {
    await db.schema
      .alterTable('notification_outbox')
      .addColumn(column, type, (c) => (column === 'attempts' ? c.notNull().defaultTo(0) : c))
      .execute();
  }
  await db.schema.createIndex('notification_outbox_due').on('notification_outbox').columns(['sent_at', 'failed_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notification_outbox_due').execute();
  for (const column of ['attempts', 'last_error', 'next_attempt_at', 'leased_until', 'failed_at']) {
    await db.schema.alterTable('notification_outbox').dropColumn(column).execute();
  }
}
