import { createSiteUser, type Store } from '../db/index.js';
import { apiStore } from './store.js';

/**
 * The demo's merchant: a site user with the ADMIN role (the shop's owner), created on first use when no
 * user has its email. `MERCHANT_EMAIL` / `MERCHANT_PASSWORD` (demo defaults below; set your own
 * outside a demo).
 */
export const MERCHANT_EMAIL = process.env['MERCHANT_EMAIL'] ?? 'merchant@example.com';
const MERCHANT_PASSWORD = process.env['MERCHANT_PASSWORD'] ?? 'demo-merchant-password';

let seeded: Promise<void> | undefined;

async function seedMerchant(store: Store): Promise<void> {
  const known = await store.db.selectFrom('site_users').select('id').where('email', '=', MERCHANT_EMAIL.trim().toLowerCase()).executeTakeFirst();
  if (known) return;
  try {
    await createSiteUser(store, { email: MERCHANT_EMAIL, password: MERCHANT_PASSWORD, roles: ['ADMIN'] });
  } catch (error) {
    // Another server process on the same database seeded it first.
    const now = await store.db.selectFrom('site_users').select('id').where('email', '=', MERCHANT_EMAIL.trim().toLowerCase()).executeTakeFirst();
    if (!now) throw error;
  }
}

/** The API store, with the demo merchant seeded. */
export async function accountStore(): Promise<Store> {
  const store = await apiStore();
  seeded ??= seedMerchant(store).catch((error: unknown) => {
    seeded = undefined;
    throw error;
  });
  await seeded;
  return store;
}
