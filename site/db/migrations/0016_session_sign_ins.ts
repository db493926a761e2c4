import type { Kysely } from 'kysely';

/**
 * One sign-in opens two sessions, the storefront's and the admin's (0012): `sign_in_id` names the
 * sign-in both belong to (the storefront session's id), so "your sessions" lists one entry per
 * sign-in and ending it ends both. Sessions opened before have none and stand alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_sessions').addColumn('sign_in_id', 'text').execute();
  await db.schema.createIndex('site_sessions_sign_in').on('site_sessions').column('sign_in_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('site_sessions_sign_in').execute();
  await db.schema.alterTable('site_sessions').dropColumn('sign_in_id').execute();
}
