import type { Kysely } from 'kysely';

/**
 * Accounts as a product: where and when each session was last used (the "your sessions" list),
 * when a user last signed in, invitations and password resets (single-use, expiring, stored as
 * the SHA-256 of their token), and the audit log (append-only: nothing updates its rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_sessions').addColumn('last_seen_at', 'bigint').execute();
  await db.schema.alterTable('site_sessions').addColumn('address', 'text').execute();
  await db.schema.alterTable('site_sessions').addColumn('user_agent', 'text').execute();
  await db.schema.createIndex('site_sessions_user').on('site_sessions').column('user_id').execute();
  await db.schema.alterTable('site_users').addColumn('last_sign_in_at', 'bigint').execute();
  await db.schema
    .createTable('user_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('user_invitations_email').on('user_invitations').column('email').execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_email', 'at']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('user_invitations').execute();
  await db.schema.alterTable('site_users').dropColumn('last_sign_in_at').execute();
  await db.schema.dropIndex('site_sessions_user').execute();
  await db.schema.alterTable('site_sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('site_sessions').dropColumn('address').execute();
  await db.schema.alterTable('site_sessions').dropColumn('last_seen_at').execute();
}
