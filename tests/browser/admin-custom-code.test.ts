// The Custom code screen in chromium: its loading, error (with a retry) and empty states; a
// WEBSITE_MANAGER sees the list with the switches disabled and why; an ADMIN whose view went
// stale (the code was edited meanwhile) is told so and offered a reload instead of allowing code
// they did not see (after confirming the password, which allowing code asks for); axe finds nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { writeHeaderFooter } from '../../site/server/site-settings.js';
import { addUsers, confirmPassword, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const MANAGER: TestUser = { email: 'site@shop.test', password: 'site password 1', roles: ['WEBSITE_MANAGER'] };
const WAIT = { timeout: 10_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });
let usersAdded = false;

async function openAs(user: TestUser): Promise<Page> {
  if (!usersAdded) await addUsers(suite, [OWNER, MANAGER]);
  usersAdded = true;
  await suite.browser.context.clearCookies();
  const page = await suite.browser.newPage();
  await signInAs(page, suite.server.baseUrl, user, '/admin/custom-code');
  await page.getByRole('heading', { level: 1, name: 'Custom code' }).waitFor();
  return page;
}

const setCode = (header: string) => suite.db.withStore((store) => writeHeaderFooter(store, { header: { code: header }, footer: { code: '' } }, 'site@shop.test'));

describe('the Custom code screen', () => {
  it('says when the site has no third-party code', async () => {
    const page = await openAs(OWNER);
    await page.getByText('No third-party code').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows a failed load with a retry that then loads it', async () => {
    if (!usersAdded) await addUsers(suite, [OWNER, MANAGER]);
    usersAdded = true;
    const page = await suite.browser.newPage();
    await page.route('**/api/admin/custom-code', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side.', code: 'internal' }) }));
    await suite.browser.context.clearCookies();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/custom-code');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await alert.waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/api/admin/custom-code');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No third-party code').waitFor(WAIT);
    await page.close();
  });

  it('shows a WEBSITE_MANAGER the code with the switches disabled and why', async () => {
    await setCode('<script>window.siteCode = 1;</script>');
    const page = await openAs(MANAGER);
    const row = page.locator('tr[data-entry="code-header"]');
    await expect.poll(() => row.textContent(), WAIT).toContain('window.siteCode = 1;');
    expect(await row.textContent()).toContain('Not on the pages until an ADMIN allows it.');
    expect(await page.getByLabel('Allow the header and footer code').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save custom code' }).count()).toBe(0);
    await page.getByText('Only an ADMIN may allow or stop custom code.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('tells an ADMIN whose view is stale, and allows the code once reloaded', async () => {
    await setCode('<script>window.siteCode = 1;</script>');
    const page = await openAs(OWNER);
    const row = page.locator('tr[data-entry="code-header"]');
    await expect.poll(() => row.textContent(), WAIT).toContain('window.siteCode = 1;');
    await setCode('<script>window.siteCode = 2;</script>');
    await page.getByLabel('Allow the header and footer code').check();
    await page.getByRole('button', { name: 'Save custom code' }).click();
    // Allowing code asks for the password again; the call then goes on, and finds the view stale.
    await confirmPassword(page, OWNER.password);
    await page.getByText('The header and footer code changed since you loaded it.').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    const before = await fetch(`${suite.server.baseUrl}/blog`).then((res) => res.text());
    expect(before).not.toContain('window.siteCode');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => row.textContent(), WAIT).toContain('window.siteCode = 2;');
    await page.getByLabel('Allow the header and footer code').check();
    await page.getByRole('button', { name: 'Save custom code' }).click();
    await expect.poll(() => row.textContent(), WAIT).toContain('an ADMIN allowed this version');
    const after = await fetch(`${suite.server.baseUrl}/blog`).then((res) => res.text());
    expect(after).toContain('<script>window.siteCode = 2;</script>');
    await page.close();
  });
});
