/**
 * The stored content as pages and calls read it (`siteContent()` of site/server/store.ts, which
 * site/boot.ts hands this to): the snapshot of content-service.ts, and in development mode the
 * folder's `content/` stored first whenever it changed.
 */
import { replaceCatalogue, type Store } from '../db/index.js';
import type { ContentSnapshot } from '../server/content-snapshot.js';
import { catalogueSeed, contentSnapshot, seedContent } from './content-service.js';
import { isDevMode } from './site-location.js';
import { siteRuntime } from './site-runtime.js';

let reseeded: { version: number; done: Promise<void> } | undefined;

/**
 * Development mode: the folder's `content/` changed, so its parts replace the stored ones, and
 * its products collections replace the catalogue the product pages and the cart read (a
 * catalogue the database refuses, such as one SKU on two products, is logged and the stored one
 * kept). Requests arriving meanwhile wait for the same replacement.
 */
async function reseedIfChanged(store: Store): Promise<void> {
  if (!isDevMode()) return;
  const runtime = await siteRuntime();
  const seed = runtime.seed;
  if (!seed) return;
  if (reseeded?.version !== runtime.version) {
    reseeded = {
      version: runtime.version,
      done: (async () => {
        await seedContent(store, seed, true);
        await replaceCatalogue(store, catalogueSeed(seed)).catch((error: unknown) => {
          console.error('[site] the products of content/collections/ were not stored:', error instanceof Error ? error.message : error);
        });
      })(),
    };
  }
  await reseeded.done;
}

/** The stored content as it is now. */
export async function storedContent(store: Store): Promise<ContentSnapshot> {
  await reseedIfChanged(store);
  return contentSnapshot(store);
}
