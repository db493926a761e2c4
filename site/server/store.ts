import { sharedStore, type Store } from '../db/index.js';
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
