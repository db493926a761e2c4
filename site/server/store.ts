import { seedSiteContent, sharedStore, type Store } from '../db/index.js';
import { demoContent } from '../lib/demo-site.js';
import { demoStore } from '../lib/demo-store-data.js';

/** The site's settings the API needs (the demo site's website.json). */
export const siteWebsite = demoStore.website.website;

/** The store currency (store settings, else the website's, else USD). */
export const storeCurrency: string = (() => {
  const settings = siteWebsite['storeSettings'] as { selectedCurrency?: unknown } | undefined;
  const code = settings?.selectedCurrency ?? siteWebsite['currencyCode'];
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : 'USD';
})();

/**
 * The process's store (`DATABASE_URL`), seeded from the demo shop on first use when its
 * catalogue is empty.
 */
export function apiStore(): Promise<Store> {
  const websiteId = typeof siteWebsite['id'] === 'string' ? siteWebsite['id'] : undefined;
  return sharedStore({ ...demoStore.shop, website: siteWebsite }, websiteId ? { websiteId } : {});
}

let seeded: Promise<Store> | undefined;

/**
 * The store with the site's content parts seeded (once per process; parts already stored are
 * kept). The shop part is stored without its items: products live in the catalogue tables.
 */
export function siteStore(): Promise<Store> {
  seeded ??= (async () => {
    const store = await apiStore();
    const { items: _items, ...shop } = demoStore.shop;
    await seedSiteContent(store, { ...demoStore, shop, home: demoContent() });
    return store;
  })().catch((error: unknown) => {
    seeded = undefined;
    throw error;
  });
  return seeded;
}
