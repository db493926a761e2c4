import type { Kysely } from 'kysely';

/**
 * (Numbered after main's 0014_order_holds; this branch's base still had 0012_accounts.)
 * A restock sign-up is notified only once its email was delivered: `outbox_id` names the
 * message queued for it (the sign-up stays pending meanwhile, and is queued again only if that
 * message was given up); delivering the message sets `notified_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('restock_signups').addColumn('outbox_id', 'text').execute();
  await db.schema.createIndex('restock_signups_outbox').on('restock_signups').column('outbox_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('restock_signups_outbox').execute();
  await db.schema.alterTable('restock_signups').dropColumn('outbox_id').execute();
}
