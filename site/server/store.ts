import { sharedStore, type Store } from '../db/index.js';
import { catalogueSeed, contentSnapshot, seedContent, type ContentSnapshot } from '../pipeline/content-service.js';
import { siteRuntime } from '../pipeline/site-runtime.js';

type Json = Record<string, unknown>;

let seeded: Promise<Store> | undefined;

/**
 * The process's store (`DATABASE_URL`): on first use its catalogue is seeded from the site
 * folder's products (when empty) and the folder's content parts the database lacks are stored.
 * Afterwards the database is the one source of truth.
 */
export function siteStore(): Promise<Store> {
  seeded ??= (async () => {
    const { seed } = await siteRuntime();
    if (!seed) throw new Error('The site folder has no valid seed content (see the [site] errors above)');
    const websiteId = typeof seed.website['id'] === 'string' ? seed.website['id'] : undefined;
    const store = await sharedStore(catalogueSeed(seed), websiteId ? { websiteId } : {});
    await seedContent(store, seed);
    return store;
  })().catch((error: unknown) => {
    seeded = undefined;
    throw error;
  });
  return seeded;
}

/** The store every API call uses (the same, seeded, store). */
export const apiStore = siteStore;

/** The stored content as it is now. */
export async function siteContent(): Promise<ContentSnapshot> {
  return contentSnapshot(await siteStore());
}

/** The stored website settings. */
export async function siteWebsite(): Promise<Json> {
  return (await siteContent()).content.website;
}

/** The store currency of settings (store settings, else the website's, else USD). */
export function currencyOf(website: Json): string {
  const settings = website['storeSettings'] as { selectedCurrency?: unknown } | undefined;
  const code = settings?.selectedCurrency ?? website['currencyCode'];
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : 'USD';
}

export async function storeCurrency(): Promise<string> {
  return currencyOf(await siteWebsite());
}
