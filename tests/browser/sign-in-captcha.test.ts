// The sign-in form shows the captcha the throttle asks for. Strangers (X-Forwarded-For through
// TRUSTED_PROXIES=loopback) fail on an account past LOGIN_CAPTCHA_AFTER; the owner, on an address
// of their own that has just failed once, is asked for the site's captcha (the demo's settings
// have a key; CAPTCHA_VERIFY is on, so the server checks the local provider's token): the form
// shows the widget with the refusal beside it and the focus on it, refuses to send until it is
// solved, then signs in with the token and the right password. Before that, no captcha shows. An
// admin with two-step verification solves it again for the code's attempt (a token counts once).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { base32Decode, stepAt, totpCode } from '../../site/features/accounts/totp/totp.js';
import { signIn } from '../api/helpers/account.js';
import { Visitor } from '../api/helpers/visitor.js';
import { addUsers } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated, screenshot } from './helpers/browser.js';

const suite = useBrowserSuite({
  env: {
    TRUSTED_PROXIES: 'loopback', LOGIN_CAPTCHA_AFTER: '3', LOGIN_BACKOFF_AFTER: '1000', CAPTCHA_VERIFY: 'on', CAPTCHA_LOCAL_BITS: '16',
    RATE_LIMIT_WRITES: '1000', RATE_LIMIT_ADDRESS_WRITES: '10000', ADMIN_SECRET_KEY: randomBytes(32).toString('base64'),
  },
});

const OWNER = { email: 'owner@shop.test', password: 'the owner password', roles: [] };
const CAREFUL = { email: 'careful@shop.test', password: 'careful password 1', roles: ['EDITOR' as const] };
const ASKED = 'Complete CAPTCHA before submitting.';

/** Strangers on three addresses fail on the account: past LOGIN_CAPTCHA_AFTER. */
async function strangersFail(email: string): Promise<void> {
  for (let i = 1; i <= 3; i += 1) {
    const stranger = new Visitor(suite.server.baseUrl);
    await stranger.arrive();
    const res = await stranger.call('POST', '/api/site-users/account/session', { json: { email, password: `guess ${i}` }, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    expect(res.status).toBe(401);
  }
}

/** Ticks the local captcha of the sign-in form and waits until it is solved. */
async function solve(page: Page): Promise<void> {
  const check = page.getByRole('group', { name: 'Security check' });
  await check.getByRole('checkbox', { name: 'I am not a robot' }).check();
  await expect.poll(() => check.locator('.local-captcha-status').textContent(), { timeout: 60_000, interval: 100 }).toBe('Verified');
}

function codeOf(secret: string, offsetSteps: number): string {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error('the secret is not base32');
  return totpCode(bytes, stepAt(Date.now()) + offsetSteps);
}

describe('the captcha in the sign-in form', () => {
  it('shows the widget once the throttle asks for it, and signs the owner in with it solved', async () => {
    await addUsers(suite, [OWNER, CAREFUL]);
    await strangersFail(OWNER.email);
    const page = await suite.browser.newPage();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '192.0.2.50' });
    await page.goto(`${suite.server.baseUrl}/account/login?next=%2F`);
    await hydrated(page);
    const check = page.getByRole('group', { name: 'Security check' });
    expect(await check.count()).toBe(0);
    // The owner mistypes: a first failure from this address is not asked for a captcha.
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill('the owner passwort');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The email or password is incorrect.');
    expect(await check.count()).toBe(0);
    // Then types it right: this address has failed on an account strangers failed on, so the server asks.
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await check.waitFor();
    expect(await check.getAttribute('aria-describedby')).toBe('login-captcha-hint login-captcha-error');
    expect(await page.locator('#login-captcha-error').textContent()).toBe(ASKED);
    expect(await check.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    const box = check.getByRole('checkbox', { name: 'I am not a robot' });
    await box.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'sign-in-captcha-asked');
    // Sending without solving it is stopped at the form, no call made.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/site-users/account/session')) calls.push(request.postData() ?? '');
    });
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => check.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('#login-captcha-error').textContent()).toBe(ASKED);
    expect(calls).toEqual([]);
    // Solved: the message goes, and the next attempt carries the token and signs in.
    await box.check();
    await expect.poll(() => check.locator('.local-captcha-status').textContent(), { timeout: 60_000, interval: 100 }).toBe('Verified');
    expect(await page.locator('#login-captcha-error').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.getByRole('button', { name: 'Sign in' }).click()]);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0] ?? '{}')).toMatchObject({ email: OWNER.email, captcha: expect.stringMatching(/^local2\.[A-Za-z0-9_-]{43}\.\d+$/) });
    await page.close();
  });
});

describe('the captcha and two-step verification at sign-in', () => {
  it('asks for the captcha again with the code, and signs the admin in', async () => {
    // The admin turns two-step verification on (from an address of theirs that is not this browser's).
    const { account } = await signIn(suite.server.baseUrl, CAREFUL.email, CAREFUL.password);
    expect((await account.reauthenticate(CAREFUL.password)).status).toBe(200);
    const begun = await account.merchant('POST', '/api/admin/account/two-step', { json: {} });
    expect(begun.status).toBe(201);
    const secret = String(begun.body.secret);
    expect((await account.merchant('POST', '/api/admin/account/two-step/confirm', { json: { code: codeOf(secret, 0) } })).status).toBe(200);
    await strangersFail(CAREFUL.email);
    const page = await suite.browser.newPage();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '192.0.2.60' });
    await page.goto(`${suite.server.baseUrl}/account/login?next=${encodeURIComponent('/admin/security')}`);
    await hydrated(page);
    await page.getByLabel('Email').fill(CAREFUL.email);
    await page.getByLabel('Password', { exact: true }).fill('careful passwort');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The email or password is incorrect.');
    await page.getByLabel('Password', { exact: true }).fill(CAREFUL.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const check = page.getByRole('group', { name: 'Security check' });
    await check.waitFor();
    await solve(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The password was right: the code is asked for, and the used token's widget is to be solved again.
    const code = page.getByLabel('Two-step code');
    await code.waitFor();
    expect(await check.getByRole('checkbox', { name: 'I am not a robot' }).isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await code.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.locator('#login-captcha-error').textContent()).toBe(ASKED);
    await solve(page);
    await Promise.all([page.waitForURL((url) => url.pathname === '/admin/security'), page.getByRole('button', { name: 'Sign in' }).click()]);
    await page.close();
  });
});
