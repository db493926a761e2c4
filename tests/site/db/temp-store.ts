import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openStore } from '../../../site/db/open.js';
import type { Store } from '../../../site/db/store.js';

export interface TempStore {
  readonly store: Store;
  /** Where it lives: a SQLite file path or a PostgreSQL URL. */
  readonly location: string;
  reopen(): Promise<Store>;
  dispose(): Promise<void>;
}

/**
 * A store on a fresh SQLite file in a temporary folder, or, when `TEST_DATABASE_URL` names a
 * PostgreSQL server, on a fresh database created there (and dropped after).
 */
export async function tempStore(): Promise<TempStore> {
  const server = process.env['TEST_DATABASE_URL'];
  if (server?.startsWith('postgres')) return tempPostgres(server);
  const dir = mkdtempSync(join(tmpdir(), 'storefront-db-'));
  const path = join(dir, 'nested', 'store.db');
  return tracked(`sqlite:${path}`, path, async () => rmSync(dir, { recursive: true, force: true }));
}

async function tempPostgres(server: string): Promise<TempStore> {
  const name = `storefront_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
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
  return tracked(url.toString(), url.toString(), () => admin(`drop database if exists ${name} with (force)`));
}

async function tracked(location: string, shown: string, remove: () => Promise<void>): Promise<TempStore> {
  let current = await openStore({ location });
  return {
    get store() {
      return current;
    },
    location: shown,
    async reopen() {
      await current.close().catch(() => undefined);
      current = await openStore({ location });
      return current;
    },
    async dispose() {
      await current.close().catch(() => undefined);
      await remove();
    },
  };
}
