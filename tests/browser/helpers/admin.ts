// The admin as a test drives it: users created in the suite's database, and signing in through
// the sign-in page as a person would.
import { createSiteUser } from '../../../site/db/index.js';
import type { SiteUserRole } from '../../../domain/enums/user-role.js';
import { Visitor } from '../../api/helpers/visitor.js';
import type { Page } from 'playwright-core';
import type { BrowserSuite } from './browser-suite.js';

export interface TestUser {
  email: string;
  password: string;
  roles: SiteUserRole[];
}

/** Creates the users (the server creates and migrates its database on the first visit). */
export async function addUsers(suite: BrowserSuite, users: readonly TestUser[]): Promise<void> {
  await new Visitor(suite.server.baseUrl).arrive();
  await suite.db.withStore(async (store) => {
    for (const user of users) await createSiteUser(store, user);
  });
}

/** Signs in on `/account/login` (optionally asked for `next`) and waits for the page it leads to. */
export async function signInAs(page: Page, baseUrl: string, user: Pick<TestUser, 'email' | 'password'>, next = '/admin'): Promise<void> {
  await page.goto(`${baseUrl}/account/login?next=${encodeURIComponent(next)}`);
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await Promise.all([page.waitForURL((url) => url.pathname === next), page.getByRole('button', { name: 'Sign in' }).click()]);
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
}

/** Answers the admin's "Confirm it is you" dialog (a change that needs the password again) with `password`. */
export async function confirmPassword(page: Page, password: string): Promise<void> {
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await reauth.waitFor();
  await reauth.getByLabel('Password').fill(password);
  await reauth.getByRole('button', { name: 'Confirm' }).click();
  await reauth.waitFor({ state: 'hidden' });
}
