// Where a test's database lives: a fresh SQLite file in a temporary folder, or, when
// `TEST_DATABASE_URL` names a PostgreSQL server (tests/site/db/with-postgres.sh), a fresh database
// created there. `remove()` deletes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TempLocation {
  /** The DATABASE_URL of the store. */
  readonly url: string;
  /** What to show: the SQLite file's path, or the PostgreSQL URL. */
  readonly shown: string;
  remove(): Promise<void>;
}

/** `file` is the SQLite file's path inside the temporary folder (it may name folders to create). */
export async function tempLocation(prefix: string, file: string): Promise<TempLocation> {
  const server = process.env['TEST_DATABASE_URL'];
  if (server?.startsWith('postgres')) return tempPostgres(server, prefix);
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const path = join(dir, file);
  return { url: `sqlite:${path}`, shown: path, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function tempPostgres(server: string, prefix: string): Promise<TempLocation> {
  const name = `${prefix.replace(/\W/g, '_')}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
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
  return { url: url.toString(), shown: url.toString(), remove: () => admin(`drop database if exists ${name} with (force)`) };
}
