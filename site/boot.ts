/**
 * What the storefront starts once, explicitly, before it serves: the database (`DATABASE_URL`)
 * with the site folder's catalogue and content seeded where they are missing, the merchant
 * account, the mailer; and, once the server listens, the site's images resized ahead in the
 * background. Called by the server entry (site/http/entry.ts); `site/server/store.ts` only hands
 * out the store opened here.
 */
import { sharedStore, type Store } from './db/index.js';
import { kickMailer, startMailer } from './mail/mailer.js';
import { renderOutboxMessage } from './features/mail-messages.js';
import { startSubscriptionSchedule } from './features/subscriptions/subscription-schedule.js';
import { warmSiteImages } from './media/warm-sizes.js';
import { siteFolderImages } from './pipeline/asset-images.js';
import { catalogueSeed, seedContent } from './pipeline/content-service.js';
import { siteRuntime } from './pipeline/site-runtime.js';
import { storedContent } from './pipeline/stored-content.js';
import { ensureMerchant } from './features/accounts/merchant-seed.js';
import { siteInfo } from './server/site-info.js';
import { openedStore, siteWebsite, useStore } from './server/store.js';

async function openStore(): Promise<Store> {
  const { seed } = await siteRuntime();
  if (!seed) throw new Error('The site folder has no valid seed content (see the [site] errors above)');
  const websiteId = typeof seed.website['id'] === 'string' ? seed.website['id'] : undefined;
  const store = await sharedStore(catalogueSeed(seed), websiteId ? { websiteId } : {});
  await seedContent(store, seed);
  return store;
}

let booted: Promise<Store> | undefined;

/**
 * Opens and seeds the store and starts the mailer, once per process. A failure (the database
 * refused, the folder has no seed) is tried again by the next request that needs the store.
 */
export function boot(): Promise<Store> {
  if (booted) return booted;
  booted = useStore(async () => {
    const store = await openStore();
    startMailer(store, siteInfo, renderOutboxMessage);
    startSubscriptionSchedule(store, siteWebsite, kickMailer);
    // The merchant account (or the notice that there is none) at start-up, not at the first
    // sign-in; a failure is tried again at the first sign-in (merchant-user.ts).
    await ensureMerchant(store).catch((error: unknown) => console.error('[accounts] seeding the merchant failed:', error));
    return store;
  }, storedContent);
  return booted;
}

/** Once the server listens: the site's images at every srcset width, made in the background. */
export function warmUp(): void {
  void openedStore().then(() => warmSiteImages(siteFolderImages), () => undefined);
}
