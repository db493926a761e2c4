// The server's database for a test file: a temporary SQLite file, or, when `TEST_DATABASE_URL`
// names a PostgreSQL server (tests/site/db/with-postgres.sh), a fresh database created there and
// dropped after. `fingerprint()` reads what it holds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseFingerprint, openStore } from '../../../site/db/index.js';

export interface TempDatabase {
  /** The server's DATABASE_URL. */
  readonly url: string;
  fingerprint(): Promise<Record<string, number>>;
  dispose(): Promise<void>;
}

export async function tempDatabase(): Promise<TempDatabase> {
  const server = process.env['TEST_DATABASE_URL'];
  if (server?.startsWith('postgres')) return tempPostgres(server);
  const dir = mkdtempSync(join(tmpdir(), 'storefront-api-'));
  return withFingerprint(`sqlite:${join(dir, 'store.db')}`, async () => rmSync(dir, { recursive: true, force: true }));
}

async function tempPostgres(server: string): Promise<TempDatabase> {
  const name = `storefront_api_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return withFingerprint(url.toString(), () => admin(`drop database if exists ${name} with (force)`));
}

function withFingerprint(url: string, remove: () => Promise<void>): TempDatabase {
  return {
    url,
    async fingerprint() {
      const store = await openStore({ location: url, migrate: false, poolSize: 1 });
      try {
        return await databaseFingerprint(store);
      } finally {
        await store.close();
      }
    },
    dispose: remove,
  };
}
