import type { Store } from '../db/index.js';
import type { ContentSnapshot } from './content-snapshot.js';
import type { JsonObject } from '../../domain/json-object.js';
import { storeCurrencyOf } from '../../domain/money/store-currency.js';

let opening: (() => Promise<Store>) | undefined;
let opened: Promise<Store> | undefined;
let reading: ((store: Store) => Promise<ContentSnapshot>) | undefined;

/**
 * Where the store comes from: `open` (site/boot.ts: the database opened and seeded, the mailer
 * started) is run now, and again by the next caller if it failed; `read` assembles its content as
 * pages and calls read it (`storedContent`, site/pipeline/stored-content.ts, handed in by boot).
 */
export function useStore(open: () => Promise<Store>, read: (store: Store) => Promise<ContentSnapshot>): Promise<Store> {
  opening = open;
  reading = read;
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

/** The stored content as it is now (in development mode, the folder's changed `content/` stored first). */
export async function siteContent(): Promise<ContentSnapshot> {
  const store = await siteStore();
  if (reading === undefined) throw new Error('The store is not open: site/boot.ts opens it when the server starts');
  return reading(store);
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
