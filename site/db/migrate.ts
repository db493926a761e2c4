import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

/**
 * Applies every migration not yet applied; throws with the failing migration's error. Numbers
 * are handed out to pieces of work built side by side, so one may land after a higher one was
 * applied somewhere: each migration stands alone, and they may be applied out of order.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${String(error instanceof Error ? error.message : error)}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
