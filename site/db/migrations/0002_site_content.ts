import type { Kysely } from 'kysely';

/** The site's content by part (website settings, blog, gallery…), as the site owner wrote it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_content')
    .addColumn('part', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_content').execute();
}
