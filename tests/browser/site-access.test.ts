// The owner's locks as they meet people in chromium: the owner locks the site in the admin, a
// visitor gets the lock screen, a wrong password is refused, the right one opens the site; a
// protected page asks for its own password. axe on the admin screen and the lock pages.
import { describe, expect, it } from 'vitest';
import { signIn } from '../api/helpers/account.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const SITE_PASSWORD = 'garden gate';

describe('the lock screen and protected pages', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });

  it('lets the owner lock the site in the admin', async () => {
    await addUsers(suite, [OWNER]);
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/site-access');
    const site = page.getByRole('region', { name: 'Site lock' });
    await site.getByText('Open to everyone.').waitFor();
    await site.getByLabel('Password', { exact: true }).fill('abc');
    await site.getByRole('button', { name: 'Lock the site' }).click();
    await site.getByText('The password must be at least 6 characters.').waitFor();
    await site.getByLabel('Password', { exact: true }).fill(SITE_PASSWORD);
    await site.getByRole('button', { name: 'Lock the site' }).click();
    await site.getByText(/^Locked: visitors need the password/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The owner, signed in, still sees the shop.
    await page.goto(`${suite.server.baseUrl}/shop`);
    await page.getByText('Linen Apron').first().waitFor();
    await page.close();
  });

  it('shows a visitor the lock screen, refuses a wrong password, then opens the page they asked for', async () => {
    await suite.browser.context.clearCookies();
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/shop`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('This site is private');
    expect(await page.getByText('Linen Apron').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await Promise.all([page.waitForURL(`${suite.server.baseUrl}/shop`), page.getByRole('button', { name: 'Enter' }).click()]);
    await expect(page.getByRole('alert').innerText()).resolves.toBe('That password is not correct. Please try again.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill(SITE_PASSWORD);
    await Promise.all([page.waitForURL(`${suite.server.baseUrl}/shop`), page.getByRole('button', { name: 'Enter' }).click()]);
    await page.getByText('Linen Apron').first().waitFor();
    const json = await page.request.get(`${suite.server.baseUrl}/shop?format=json`);
    expect(await json.text()).toContain('Linen Apron');
    await page.close();
  });

  it('keeps ?format=json to the lock screen for a visitor without the password', async () => {
    await suite.browser.context.clearCookies();
    const page = await suite.browser.newPage();
    const res = await page.request.get(`${suite.server.baseUrl}/shop/p/linen-apron?format=json`);
    const text = await res.text();
    expect(JSON.parse(text).pageType).toBe(103);
    expect(text).not.toContain('Linen Apron');
    await page.close();
  });

  it('asks for a protected page’s own password', async () => {
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    expect((await account.merchant('DELETE', '/api/admin/access', { json: { scope: 'site' } })).status).toBe(200);
    expect((await account.merchant('PUT', '/api/admin/access', { json: { scope: 'page:col-contact', password: 'letters only' } })).status).toBe(200);
    await suite.browser.context.clearCookies();
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/contact`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('This page is protected');
    expect(await page.getByText('Questions, wholesale').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill('letters only');
    await Promise.all([page.waitForURL(`${suite.server.baseUrl}/contact`), page.getByRole('button', { name: 'Enter' }).click()]);
    await page.getByText('Questions, wholesale').waitFor();
    await page.goto(`${suite.server.baseUrl}/blog`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.close();
  });
});
