import { resolve } from 'node:path';

export type StoreLocation =
  | { kind: 'sqlite'; path: string }
  | { kind: 'postgres'; url: string };

/** The embedded store of `npm start`, relative to the directory the server starts in. */
export const DEFAULT_SQLITE_PATH = 'data/storefront.db';

/**
 * Reads `DATABASE_URL`: `sqlite:/path/file.db` (or `sqlite:relative.db`, `sqlite::memory:`),
 * `postgres://…` / `postgresql://…`; unset means the default SQLite file.
 */
export function storeLocation(databaseUrl: string | undefined, cwd: string = process.cwd()): StoreLocation {
  const url = databaseUrl?.trim();
  if (!url) return { kind: 'sqlite', path: resolve(cwd, DEFAULT_SQLITE_PATH) };
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { kind: 'postgres', url };
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (path === '') throw new Error('DATABASE_URL: sqlite: needs a file path');
    return { kind: 'sqlite', path: path === ':memory:' ? path : resolve(cwd, path) };
  }
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}
