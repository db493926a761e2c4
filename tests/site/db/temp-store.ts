import { join } from 'node:path';
import { openStore } from '../../../site/db/open.js';
import type { Store } from '../../../site/db/store.js';
import { tempLocation } from '../../helpers/temp-location.js';

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
  const { url, shown, remove } = await tempLocation('storefront_test', join('nested', 'store.db'));
  return tracked(url, shown, remove);
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
