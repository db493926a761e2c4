import { countQuery } from './query-count.js';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SqliteDriver } from './sqlite-driver.js';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { cachingStatements } from './statement-cache.js';
import { ContentWrites } from './content-writes.js';
import pg from 'pg';
import { storeLocation, type StoreLocation } from './config.js';
import { migrateToLatest } from './migrate.js';
import { poolSettings, type PoolSettings } from './pool-settings.js';
import type { Database } from './schema.js';
import type { Store } from './store.js';

export interface OpenOptions {
  /** A location, or a `DATABASE_URL` string; defaults to `process.env.DATABASE_URL`. */
  location?: StoreLocation | string;
  websiteId?: string;
  /** Run the migrations (default true). */
  migrate?: boolean;
  /** Connections per process for PostgreSQL (default `DB_POOL_SIZE`, else 10; see pool-settings.ts). */
  poolSize?: number;
}

export const DEFAULT_WEBSITE_ID = 'demo-website';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Opens the store `DATABASE_URL` names and brings its schema up to date. */
export async function openStore(options: OpenOptions = {}): Promise<Store> {
  const location =
    typeof options.location === 'object' ? options.location : storeLocation(options.location ?? process.env['DATABASE_URL']);
  const websiteId = options.websiteId ?? DEFAULT_WEBSITE_ID;
  const store = location.kind === 'sqlite' ? openSqlite(location.path, websiteId) : openPostgres(location.url, websiteId, poolSettings(process.env, options.poolSize));
  if (options.migrate !== false) {
    try {
      await migrateToLatest(store.db);
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  return store;
}

function openSqlite(path: string, websiteId: string): Store {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDriver(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // Other processes on the same file wait for the write lock instead of failing at once.
  database.pragma('busy_timeout = 5000');
  const writes = new ContentWrites();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(database) }), log: countQuery, plugins: [writes] });
  return { db, kind: 'sqlite', websiteId, writes, close: () => db.destroy() };
}

function openPostgres(url: string, websiteId: string, settings: PoolSettings): Store {
  // Counts, sums and the bigint millisecond columns come back as numbers, not strings.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID || oid === NUMERIC_OID ? Number : pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    idleTimeoutMillis: settings.idleTimeoutMs,
    // The server cancels a statement past the bound (57014), and a transaction left idle twice as long.
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.statementTimeoutMs * 2,
  });
  // An idle connection the server closed (restart, failover) must not crash the process: the
  // pool drops it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost: ${error.message}`));
  const writes = new ContentWrites();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: countQuery, plugins: [writes] });
  return { db, kind: 'postgres', websiteId, writes, close: () => db.destroy() };
}
