// The server of a test file about orders after checkout: order links signed with a known secret,
// unpaid orders released by the file's own schedule calls (no background interval) and mail not
// sent by the background sender; the owner is an ADMIN, signed in, and the SKUs given are stocked
// at 500 so every order of the file can be placed.
import { createSiteUser } from '../../../site/db/index.js';
import { signIn, type Account } from './account.js';
import type { ServerProcess } from './server-process.js';
import { startSuite } from './suite.js';
import type { TempDatabase } from './temp-db.js';

export const ORDER_OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
export const ORDER_LINK_SECRET = 'order-link-secret-for-tests-0123456789abcdef';

export interface OrderSuite {
  db: TempDatabase;
  server: ServerProcess;
  /** The owner, signed in. */
  admin: Account;
}

export async function startOrderSuite(stockedSkus: readonly string[]): Promise<OrderSuite> {
  const { db, server } = await startSuite({ RATE_LIMIT_WRITES: '1000', ORDER_RELEASE_INTERVAL_MS: '0', ORDER_LINK_SECRET, MAIL_INTERVAL_MS: '600000' });
  await fetch(`${server.baseUrl}/api/commerce/shopping-cart`);
  await db.withStore(async (store) => {
    await createSiteUser(store, { ...ORDER_OWNER, roles: ['ADMIN'] });
    await store.db.updateTable('variants').set({ qty_in_stock: 500, unlimited: 0 }).where('sku', 'in', [...stockedSkus]).execute();
  });
  const { account: admin } = await signIn(server.baseUrl, ORDER_OWNER.email, ORDER_OWNER.password);
  return { db, server, admin };
}
