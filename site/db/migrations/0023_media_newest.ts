import type { Kysely } from 'kysely';

/**
 * The media library is read a page at a time, newest first (upload time, then id), of every kind
 * or of one: an index in that order for each, so a page is read from the index, not by sorting
 * the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('media_newest').on('media').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('media_kind_newest').on('media').columns(['kind', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_kind_newest').execute();
  await db.schema.dropIndex('media_newest').execute();
}
