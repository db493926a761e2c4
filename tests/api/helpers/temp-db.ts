// The server's database for a test file: a temporary SQLite file, or, when `TEST_DATABASE_URL`
// names a PostgreSQL server (tests/site/db/with-postgres.sh), a fresh database created there and
// dropped after. `fingerprint()` reads what it holds.
import { databaseFingerprint, openStore, type Store } from '../../../site/db/index.js';
import { tempLocation } from '../../helpers/temp-location.js';

export interface TempDatabase {
  /** The server's DATABASE_URL. */
  readonly url: string;
  fingerprint(): Promise<Record<string, number>>;
  /** Runs `work` on a connection of its own to the database (closed after), to read or prepare data. */
  withStore<T>(work: (store: Store) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

export async function tempDatabase(): Promise<TempDatabase> {
  const { url, remove } = await tempLocation('storefront_api', 'store.db');
  return withFingerprint(url, remove);
}

function withFingerprint(url: string, remove: () => Promise<void>): TempDatabase {
  const withStore = async <T>(work: (store: Store) => Promise<T>): Promise<T> => {
    const store = await openStore({ location: url, migrate: false, poolSize: 1 });
    try {
      return await work(store);
    } finally {
      await store.close();
    }
  };
  return { url, withStore, fingerprint: () => withStore(databaseFingerprint), dispose: remove };
}
