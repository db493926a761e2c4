import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Statements kept per connection; the queries are a few dozen fixed shapes. */
const MAX_STATEMENTS = 500;

/**
 * The connection as Kysely's SQLite driver sees it, preparing each distinct SQL text once:
 * Kysely asks for a fresh statement on every query, and compiling it was a large share of a
 * page's time. Statements are only ever run to completion (`all`, `run`), so reuse is safe.
 */
export function cachingStatements(database: SqliteDatabase): KyselySqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statements.set(sql, statement);
      }
      return statement as unknown as ReturnType<KyselySqliteDatabase['prepare']>;
    },
  };
}
