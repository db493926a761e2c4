// An admin screen of a shop in another store currency (JPY, KWD…): the user added and signed in,
// the currency named (tests/api/helpers/store-currency.ts), the screen open at `path`.
import type { Page } from 'playwright-core';
import { signIn } from '../../api/helpers/account.js';
import { useStoreCurrency } from '../../api/helpers/store-currency.js';
import { addUsers, signInAs, type TestUser } from './admin.js';
import type { BrowserSuite } from './browser-suite.js';

export async function storeCurrencyDesk(suite: BrowserSuite, user: TestUser, currency: string, path: string): Promise<Page> {
  await addUsers(suite, [user]);
  const { account } = await signIn(suite.server.baseUrl, user.email, user.password);
  await useStoreCurrency(suite.db, account, currency);
  const page = await suite.browser.newPage();
  await signInAs(page, suite.server.baseUrl, user, path);
  return page;
}
