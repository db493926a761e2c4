// The way into the admin, as its users meet it in chromium: signing in, each role's menu, a
// refusal for roles that do not open it, a screen that is not there, and signing out.
import { describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };
const COMMENTER: TestUser = { email: 'reader@shop.test', password: 'reader password 1', roles: ['COMMENTER'] };

describe('the admin shell', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });
  let usersAdded = false;
  const ready = async () => {
    if (!usersAdded) await addUsers(suite, [OWNER, STOCKIST, COMMENTER]);
    usersAdded = true;
  };

  it('sends a visitor who is not signed in to the sign-in page, which refuses a wrong password', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/admin/inventory`);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/inventory');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Sign in');
    await page.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter your email.').waitFor();
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toContain('The email or password is incorrect.');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('lets the owner in, shows every area and the overview figures, and passes axe', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Overview');
    const figures = page.locator('.admin-figure');
    await figures.first().waitFor();
    await page.locator('#admin-main').getByText('Products', { exact: true }).waitFor();
    await page.locator('#admin-main').getByText('Form submissions', { exact: true }).waitFor();
    const products = await page.locator('.admin-figure', { hasText: 'Products' }).locator('dd').innerText();
    expect(Number(products)).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows a store manager the store and not the content', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STOCKIST);
    await page.locator('.admin-figure').first().waitFor();
    await page.locator('#admin-main').getByText('Orders', { exact: true }).waitFor();
    await expect(page.locator('#admin-main').getByText('Form submissions', { exact: true }).count()).resolves.toBe(0);
    await page.close();
  });

  it('refuses a signed-in commenter with a page that says so (403)', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, COMMENTER, '/');
    const response = await page.goto(`${suite.server.baseUrl}/admin`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Not allowed');
    await page.getByText(`You are signed in as ${COMMENTER.email}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('says so for an admin address with no screen, and signs out back to the sign-in page', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/no-such-screen');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Page not found');
    await Promise.all([page.waitForURL((url) => url.pathname === '/account/login'), page.getByRole('button', { name: 'Sign out' }).click()]);
    await page.goto(`${suite.server.baseUrl}/admin`);
    expect(new URL(page.url()).pathname).toBe('/account/login');
    await page.close();
  });
});
