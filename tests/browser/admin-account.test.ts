// Your account and the password reset as people use them in chromium: the password changed with
// the current one (a notice says the other sessions were signed out, and they are), the sessions
// listed with this one marked and another revoked; "Forgot password?" from the sign-in page (its
// captcha solved), the mailed link, the new password, every session ended. axe finds nothing on
// each screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../api/helpers/account.js';
import { mailTo } from '../api/helpers/account-mail.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

const EDITOR: TestUser = { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] };
const CLERK: TestUser = { email: 'clerk@shop.test', password: 'clerk password 1', roles: ['STORE_MANAGER'] };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });
let ready = false;
async function users(): Promise<void> {
  if (!ready) await addUsers(suite, [EDITOR, CLERK]);
  ready = true;
}

/** Ticks the local captcha of the page's "Security check" and waits until it is solved. */
async function solveCaptcha(page: Page): Promise<void> {
  const check = page.getByRole('group', { name: 'Security check' });
  await check.getByRole('checkbox', { name: 'I am not a robot' }).check();
  await expect.poll(() => check.locator('.local-captcha-status').textContent(), { timeout: 60_000, interval: 100 }).toBe('Verified');
}

async function openAccount(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await signInAs(page, suite.server.baseUrl, user, '/admin/account');
  await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
}

describe('your account', () => {
  it('lists your sessions with this one marked, and signs another out', async () => {
    await users();
    const elsewhere = await signIn(suite.server.baseUrl, CLERK.email, CLERK.password);
    const page = await suite.browser.newPage();
    await openAccount(page, CLERK);
    const table = page.getByRole('table', { name: 'Your sessions' });
    await table.getByRole('rowheader', { name: 'Headless Chrome on Linux (this session)' }).waitFor();
    const other = table.getByRole('row', { name: /a script/ });
    await other.waitFor();
    expect(await other.textContent()).toContain('127.0.0.1');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign out a script at 127.0.0.1' }).click();
    await page.getByText('a script at 127.0.0.1 was signed out.').waitFor();
    await other.waitFor({ state: 'detached' });
    expect((await elsewhere.account.merchant('GET', '/api/admin/account/sessions')).status).toBe(401);

    const third = await signIn(suite.server.baseUrl, CLERK.email, CLERK.password);
    await page.reload();
    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await page.getByRole('dialog', { name: 'Sign out all other sessions?' }).getByRole('button', { name: 'Sign out others' }).click();
    await page.getByText('Every other session was signed out.').waitFor();
    expect((await third.account.merchant('GET', '/api/admin/account/sessions')).status).toBe(401);
    expect(await page.getByRole('button', { name: 'Sign out all other sessions' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Sign out this session' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    await page.close();
  });

  it('changes the password with the current one, and says the other sessions were signed out', async () => {
    await users();
    const elsewhere = await signIn(suite.server.baseUrl, EDITOR.email, EDITOR.password);
    const page = await suite.browser.newPage();
    await openAccount(page, EDITOR);
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('editor password 2');
    await page.getByLabel('New password again').fill('editor password 2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is not correct.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New password again').fill('something else entirely');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The two new passwords are not the same.').waitFor();

    await page.getByLabel('Current password').fill(EDITOR.password);
    await page.getByLabel('New password again').fill('editor password 2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed. 1 other session was signed out.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect((await elsewhere.account.merchant('GET', '/api/admin/account/sessions')).status).toBe(401);
    expect(await page.getByRole('table', { name: 'Your sessions' }).getByRole('row').count()).toBe(2);
    expect((await signIn(suite.server.baseUrl, EDITOR.email, 'editor password 2')).res.status).toBe(200);
    await page.close();
  });
});

describe('the password reset from the sign-in page', () => {
  it('asks by email, answers alike for any email, and the mailed link sets a new password that signs in', async () => {
    await users();
    const before = await signIn(suite.server.baseUrl, CLERK.email, CLERK.password);
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/account/login`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('Please enter your email.').waitFor();
    await page.getByLabel('Email').fill('nobody@shop.test');
    // The demo site has a captcha key: the request waits for the captcha, its message beside it.
    await page.getByRole('button', { name: 'Send me a link' }).click();
    const check = page.getByRole('group', { name: 'Security check' });
    await expect.poll(() => check.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await check.locator('#reset-captcha-error').textContent()).toBe('Complete CAPTCHA before submitting.');
    expect(await axeViolations(page)).toEqual([]);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    const answer = 'If an account uses this email, we have sent it a link to choose a new password. The link works once, for an hour.';
    await page.getByText(answer).waitFor();

    await page.goto(`${suite.server.baseUrl}/account/reset`);
    await hydrated(page);
    await page.getByLabel('Email').fill(CLERK.email);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText(answer).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const { link } = await mailTo(suite.db, suite.server.baseUrl, 'password-reset', CLERK.email);
    await page.goto(link.href);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New password').fill('clerk reset password');
    await page.getByLabel('Type it again').fill('clerk reset password');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.getByText('Your password is changed, and every session of your account was signed out.', { exact: false }).waitFor();
    expect((await before.account.merchant('GET', '/api/admin/account/sessions')).status).toBe(401);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    await signInAs(page, suite.server.baseUrl, { email: CLERK.email, password: 'clerk reset password' }, '/admin/account');
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();

    await page.goto(link.href);
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await page.close();
  });
});
