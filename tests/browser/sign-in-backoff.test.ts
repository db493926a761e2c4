// Issue 20, "the captcha stops no bot": sign-in was limited per address only, so guesses spread
// over many addresses went on at 50 a minute each. Now, once strangers (X-Forwarded-For through
// TRUSTED_PROXIES=loopback) have failed on an account, a visitor on another address sees the wait
// on the sign-in form, while the owner's browser, from the address it signed in from, gets in.
import { describe, expect, it } from 'vitest';
import { Visitor } from '../api/helpers/visitor.js';
import { addUsers } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { screenshot } from './helpers/browser.js';

const suite = useBrowserSuite({
  env: {
    TRUSTED_PROXIES: 'loopback', LOGIN_BACKOFF_AFTER: '3', LOGIN_BACKOFF_BASE_MS: '60000', LOGIN_CAPTCHA_AFTER: '1000',
    RATE_LIMIT_WRITES: '1000', RATE_LIMIT_ADDRESS_WRITES: '10000',
  },
});

const OWNER = { email: 'owner@shop.test', password: 'the owner password', roles: [] };

async function signInPage(headers: Record<string, string> = {}) {
  const page = await suite.browser.newPage();
  await page.setExtraHTTPHeaders(headers);
  await page.goto(`${suite.server.baseUrl}/account/login?next=%2F`);
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  return page;
}

describe('the captcha stops no bot: sign-in backoff per account', () => {
  it('holds a new address with a clear wait while strangers guess, and lets the owner in from their address', async () => {
    await addUsers(suite, [OWNER]);
    // The owner signed in from this browser's address before.
    const before = await signInPage();
    await Promise.all([before.waitForURL((url) => url.pathname === '/'), before.getByRole('button', { name: 'Sign in' }).click()]);
    await before.close();
    await suite.browser.context.clearCookies();
    // Strangers on four addresses guess: three failures, one more let through, then the account waits a minute.
    for (let i = 1; i <= 4; i += 1) {
      const stranger = new Visitor(suite.server.baseUrl);
      await stranger.arrive();
      const res = await stranger.call('POST', '/api/site-users/account/session', { json: { email: OWNER.email, password: `guess ${i}` }, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
      expect(res.status).toBe(401);
    }
    // A visitor on another address, even with the right password, is told to wait.
    const held = await signInPage({ 'x-forwarded-for': '192.0.2.50' });
    await held.getByRole('button', { name: 'Sign in' }).click();
    const alert = held.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/^Too many attempts to sign in to this account\. Please try again in (59|60) seconds\.$/);
    expect(held.url()).toContain('/account/login');
    expect(await axeViolations(held)).toEqual([]);
    await screenshot(held, 'sign-in-held');
    await held.close();
    // The owner, from the address they signed in from, is not held.
    const owner = await signInPage();
    await Promise.all([owner.waitForURL((url) => url.pathname === '/'), owner.getByRole('button', { name: 'Sign in' }).click()]);
    await owner.close();
  });
});
