import { replaceCatalogue, type Store } from '../db/index.js';
import { catalogueSeed, contentSnapshot, seedContent, type ContentSnapshot } from '../pipeline/content-service.js';
import { siteRuntime } from '../pipeline/site-runtime.js';
import { isDevMode } from '../pipeline/site-location.js';
import type { JsonObject } from '../../domain/json-object.js';
import { storeCurrencyOf } from '../../domain/money/store-currency.js';

let opening: (() => Promise<Store>) | undefined;
let opened: Promise<Store> | undefined;

/**
 * Where the store comes from: `open` (site/boot.ts: the database opened and seeded, the mailer
 * started) is run now, and again by the next caller if it failed.
 */
export function useStore(open: () => Promise<Store>): Promise<Store> {
  opening = open;
  opened = undefined;
  return siteStore();
}

/** The process's store (`DATABASE_URL`), as site/boot.ts opened it; the database is the one source of truth. */
export function siteStore(): Promise<Store> {
  if (opening === undefined) return Promise.reject(new Error('The store is not open: site/boot.ts opens it when the server starts'));
  const open = opening;
  opened ??= open().catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/** The store once it is open (never opens it). */
export function openedStore(): Promise<Store> {
  return opened ?? Promise.reject(new Error('The store is not open'));
}

/** The store every API call uses (the same, seeded, store). */
export const apiStore = siteStore;

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
export async function siteContent(): Promise<ContentSnapshot> {
  const store = await siteStore();
  await reseedIfChanged(store);
  return contentSnapshot(store);
}

/**
 * The stored website settings as the API reads them (currency, minimum subtotal, captcha): read
 * again at most once a second, so a cart call does not pay the content's version check; a change
 * an owner makes reaches every process within that second. Pages read the content afresh.
 */
const SETTINGS_FRESH_MS = 1000;
let settings: { at: number; website: Promise<JsonObject> } | undefined;

export function siteWebsite(): Promise<JsonObject> {
  const now = Date.now();
  if (settings === undefined || now - settings.at > SETTINGS_FRESH_MS) {
    const website = siteContent().then((snapshot) => snapshot.content.website);
    settings = { at: now, website };
    website.catch(() => {
      settings = undefined;
    });
  }
  return settings.website;
}

/** The store currency of settings (domain/money/store-currency.ts). */
export const currencyOf = (website: JsonObject): string => storeCurrencyOf(website);

export async function storeCurrency(): Promise<string> {
  return currencyOf(await siteWebsite());
}
