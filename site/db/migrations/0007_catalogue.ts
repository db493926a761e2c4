import type { Kysely } from 'kysely';

/**
 * The admin edits products: each carries a version that goes up with every save, so an edit
 * based on an older one is refused, and the pages' cache key (`contentState`, site/db/content-state.ts) changes with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('version').execute();
}
