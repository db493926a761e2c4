import { openStore, type OpenOptions } from './open.js';
import { seedCatalogue } from './seed.js';
import type { Store } from './store.js';

let shared: Promise<Store> | undefined;

/**
 * The server process's store: opened from `DATABASE_URL` on first use, migrated, and seeded
 * from the site content if its catalogue is empty (the served site folder's products collections).
 * Options apply to the first call. A failed start is retried on the next call.
 */
export function sharedStore(content: unknown, options: OpenOptions = {}): Promise<Store> {
  shared ??= (async () => {
    const store = await openStore(options);
    try {
      await seedCatalogue(store, content);
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  })().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Closes the shared store (server shutdown, tests). */
export async function closeSharedStore(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current) await (await current).close();
}
