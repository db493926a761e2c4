import { sql, type Kysely } from 'kysely';

/** The prefixes of the drafts `site_content` held until this migration (layout-store.ts, slide-store.ts). */
const DRAFT_PREFIXES = ['layout-draft:', 'slide-draft:'] as const;

/**
 * Drafts the admin autosaves (layouts, slides) in a table of their own, `content_drafts`, which
 * no page reads: a save there leaves the content version (content-state.ts), and so every kept
 * page, as it was. Each row keeps its part name (`layout-draft:<owner>`, `slide-draft:<owner>`)
 * and its version, so an editor open across the upgrade saves on. The drafts stored in
 * `site_content` move here with their versions; their autosaved copies in `content_history`
 * (never listed nor restored: a layout's history is its published part's) are dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_drafts')
    .addColumn('part', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('saved_by', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  for (const prefix of DRAFT_PREFIXES) {
    // substr, not LIKE: the prefix is matched as written, on both databases.
    const isDraft = sql`substr(part, 1, ${sql.lit(prefix.length)}) = ${sql.lit(prefix)}`;
    await sql`insert into content_drafts (part, value, version, saved_by, updated_at)
      select part, value, version, null, updated_at from site_content where ${isDraft}`.execute(db);
    await sql`delete from site_content where ${isDraft}`.execute(db);
    await sql`delete from content_history where ${isDraft}`.execute(db);
  }
}

/** The drafts back into `site_content`, as they were before. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`insert into site_content (part, value, updated_at, version)
    select part, value, updated_at, version from content_drafts`.execute(db);
  await db.schema.dropTable('content_drafts').execute();
}
