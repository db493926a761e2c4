// A test shop in another store currency (JPY, KWD…): the website settings name it, and the test
// waits until the server, which reads its settings afresh within a second, answers in it.
import { putSiteContent, readSiteContent } from '../../../site/db/index.js';
import type { Account } from './account.js';
import type { TempDatabase } from './temp-db.js';

/** Names `code` as the store currency and polls the admin (as `merchant`, who may read the store) until it answers in it. */
export async function useStoreCurrency(db: TempDatabase, merchant: Account, code: string): Promise<void> {
  await db.withStore(async (store) => {
    const website = (await readSiteContent(store))['website'] as { storeSettings?: Record<string, unknown> };
    await putSiteContent(store, 'website', { ...website, storeSettings: { ...website.storeSettings, selectedCurrency: code } });
  });
  while ((await merchant.merchant('GET', '/api/admin/store/inventory')).body.currencyCode !== code);
}
