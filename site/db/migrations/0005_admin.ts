import type { Kysely } from 'kysely';

/**
 * Versioned content for the admin: every part carries the version an edit was based on, and the
 * versions an edit replaced are kept (`content_history`) so an owner can restore them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_content').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema
    .createTable('content_history')
    .addColumn('part', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text')
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_history_pk', ['part', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_history').execute();
  await db.schema.alterTable('site_content').dropColumn('version').execute();
}
