import type { Store } from '../../db/index.js';
import { ensureMerchant } from './merchant-seed.js';
import { apiStore } from '../../server/store.js';

/** The API store, with the merchant seeded when there is one to seed (merchant-seed.ts). */
export async function accountStore(): Promise<Store> {
  const store = await apiStore();
  await ensureMerchant(store);
  return store;
}
