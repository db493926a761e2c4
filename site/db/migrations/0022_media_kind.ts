import type { Kysely } from 'kysely';

/**
 * The media library keeps audio files beside images: each row says which it is. Rows stored
 * before this migration are images. An audio row has width and height 0 and is never resized.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('image'))
    .execute();
  await db.schema.createIndex('media_kind').on('media').column('kind').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_kind').execute();
  await db.schema.alterTable('media').dropColumn('kind').execute();
}
