import type { Kysely } from 'kysely';

/**
 * The admin as its own world: a session is a storefront one (`site`) or an admin one (`admin`,
 * the only kind admin calls accept); when its password was last confirmed (re-authentication);
 * the admins' TOTP second factor (the secret sealed with a key from the environment) and their
 * single-use recovery codes (hashed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_sessions').addColumn('scope', 'text', (c) => c.notNull().defaultTo('site')).execute();
  await db.schema.alterTable('site_sessions').addColumn('reauth_at', 'bigint').execute();
  await db.schema
    .createTable('admin_totp')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('sealed_secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'bigint')
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addPrimaryKeyConstraint('admin_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.dropTable('admin_totp').execute();
  await db.schema.alterTable('site_sessions').dropColumn('reauth_at').execute();
  await db.schema.alterTable('site_sessions').dropColumn('scope').execute();
}
