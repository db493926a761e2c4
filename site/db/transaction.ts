import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { withRetries } from './retry.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';

/**
 * Runs `work` in one write transaction. On SQLite it takes the write lock up front
 * (BEGIN IMMEDIATE), so a read-then-write cannot interleave with another writer, in this process
 * (Kysely hands out its single connection one caller at a time) or another one on the same file.
 * On PostgreSQL the work takes row locks with `lockForUpdate`.
 *
 * A transaction refused for a transient reason (SQLITE_BUSY, a PostgreSQL serialization failure
 * or deadlock) is rolled back and run again, a few times, after a short random wait (retry.ts):
 * `work` must only change the database.
 */
export async function writeTransaction<T>(store: Store, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return withRetries(() => oneWriteTransaction(store, work));
}

async function oneWriteTransaction<T>(store: Store, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  // Its content writes are seen by other connections from the commit on (content-writes.ts).
  store.writes.transactionStarted();
  try {
    return await inTransaction(store, work);
  } finally {
    store.writes.transactionEnded();
  }
}

async function inTransaction<T>(store: Store, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (store.kind === 'postgres') return store.db.transaction().execute(work);
  return store.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

/** `FOR UPDATE` on PostgreSQL; SQLite's write transaction already excludes other writers. */
export function lockForUpdate<DB, TB extends keyof DB, O>(
  store: Store,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return store.kind === 'postgres' ? query.forUpdate() : query;
}

/**
 * Serialises the write transactions that name one of `keys` until they end: a PostgreSQL
 * transaction-scoped advisory lock per key (in one order, so two never wait on each other);
 * SQLite's write transaction already excludes other writers. For rules that count rows before
 * adding one (the caps on unpaid orders), which no row lock covers.
 */
export async function lockKeys(store: Store, trx: Kysely<Database>, keys: readonly string[]): Promise<void> {
  if (store.kind !== 'postgres') return;
  for (const key of [...new Set(keys)].sort()) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
