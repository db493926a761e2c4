// The admin is its own world, in chromium: a script running on a storefront page of the same
// origin, while the owner is signed in, cannot get a working xsrf token (fetch('/admin') gets a
// page without it, a window it opens onto the admin is cut off from it, the cookies are not
// readable) and cannot create an API key; the owner's admin keeps working. Creating a key asks
// for the password in an accessible dialog, then creates it. Two-step verification is set up on
// the Security screen with a code computed here from the secret shown, and the next sign-in asks
// for a code as its second step.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { base32Decode, stepAt, totpCode } from '../../site/features/accounts/totp/totp.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const CAREFUL: TestUser = { email: 'careful@shop.test', password: 'careful password 1', roles: ['ADMIN'] };

function codeOf(secret: string, offsetSteps = 0): string {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error('the secret shown is not base32');
  return totpCode(bytes, stepAt(Date.now()) + offsetSteps);
}

describe('the admin is its own world', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', ADMIN_SECRET_KEY: randomBytes(32).toString('base64') } });
  let usersAdded = false;
  const ready = async () => {
    if (!usersAdded) await addUsers(suite, [OWNER, CAREFUL]);
    usersAdded = true;
  };
  const keyCount = () => suite.db.withStore(async (store) => (await store.db.selectFrom('api_keys').select('id').execute()).length);

  it('a storefront script cannot get the admin xsrf token nor create an API key while the owner is signed in', async () => {
    await ready();
    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, OWNER, '/admin');
    await admin.getByRole('heading', { level: 1 }).waitFor();

    const shop = await suite.browser.newPage();
    await shop.goto(`${suite.server.baseUrl}/`);
    const before = await keyCount();
    const stolen = await shop.evaluate(async () => {
      const page = await fetch('/admin', { credentials: 'include' });
      const html = await page.text();
      const token = /xsrfToken&quot;:\[0,&quot;([A-Za-z0-9_-]+)&quot;/.exec(html)?.[1] ?? null;
      const noCors = await fetch('/admin', { mode: 'no-cors' }).then(async (r) => ({ status: r.status, hasToken: (await r.text()).includes('xsrfToken') }));
      const opened = window.open('/admin/api-keys', '_blank');
      let windowReadable: string | null = null;
      for (let i = 0; i < 40; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        try {
          const text = opened?.document?.documentElement?.outerHTML ?? '';
          if (text.includes('xsrfToken')) windowReadable = text;
        } catch {
          // cut off from the page it opened: what should happen
        }
      }
      const tries = [token, 'guess', ''];
      const creates: number[] = [];
      for (const xsrf of tries) {
        const res = await fetch('/api/admin/api-keys', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf ?? '' },
          body: JSON.stringify({ name: 'Exfiltrated', scope: 'read-write' }),
        });
        creates.push(res.status);
      }
      return { status: page.status, token, noCors, windowReadable, openedClosed: opened?.closed ?? null, cookies: document.cookie, creates };
    });
    expect(stolen.status).toBe(403);
    expect(stolen.token).toBeNull();
    expect(stolen.noCors).toEqual({ status: 403, hasToken: false });
    expect(stolen.windowReadable).toBeNull();
    // Cross-Origin-Opener-Policy put the admin in its own browsing context group.
    expect(stolen.openedClosed).toBe(true);
    expect(stolen.cookies).not.toMatch(/sf_session|sf_admin/);
    expect(stolen.creates).toEqual([403, 403, 403]);
    expect(await keyCount()).toBe(before);

    // The window it opened is the owner's working admin, in its own world.
    const tab = suite.browser.context.pages().find((p) => p.url().endsWith('/admin/api-keys'));
    expect(tab).toBeDefined();
    await tab?.getByRole('heading', { name: 'API keys' }).waitFor();
    await tab?.close();

    // And the owner's own tab still works.
    await admin.getByRole('link', { name: 'API keys' }).click();
    await admin.getByText('No API keys yet.').waitFor();
    await admin.close();
    await shop.close();
  });

  it('asks for the password before creating an API key, in an accessible dialog, then creates it', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/api-keys');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog', { name: 'Create an API key' });
    await create.getByLabel('Name').fill('Nightly export');
    await create.getByRole('button', { name: 'Next' }).click();

    const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
    await reauth.waitFor();
    await reauth.getByText('Please enter your password again to continue.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await reauth.getByRole('button', { name: 'Confirm' }).click();
    await reauth.getByText('Please enter your password.').waitFor();
    await reauth.getByLabel('Password').fill('not my password');
    await reauth.getByRole('button', { name: 'Confirm' }).click();
    await reauth.getByText('The password is incorrect.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await keyCount()).toBe(0);
    await reauth.getByLabel('Password').fill(OWNER.password);
    await reauth.getByRole('button', { name: 'Confirm' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await shown.waitFor();
    expect(await shown.getByLabel('API key').inputValue()).toMatch(/^sfk_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('row', { name: /Nightly export/ }).waitFor();
    expect(await keyCount()).toBe(1);

    // Within the 5 minutes a second key is created without asking.
    await page.getByRole('button', { name: 'Create API key' }).click();
    await create.getByLabel('Name').fill('Second');
    await create.getByRole('button', { name: 'Next' }).click();
    await shown.waitFor();
    await shown.getByRole('button', { name: 'Done' }).click();
    expect(await keyCount()).toBe(2);
    await page.close();
  });

  it('sets up two-step verification with a first code, then asks for a code at sign-in', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, CAREFUL, '/admin/security');
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByText('Off.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Set up two-step verification' }).click();
    const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
    await reauth.getByLabel('Password').fill(CAREFUL.password);
    await reauth.getByRole('button', { name: 'Confirm' }).click();

    const secret = await page.getByLabel('Setup key').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByLabel('Setup link (otpauth)').inputValue()).toContain(`secret=${secret}`);
    const qr = page.getByRole('img', { name: 'QR code of the setup link for your authenticator app' });
    await qr.waitFor();
    // A version-5 or larger code of dark modules drawn as one path.
    expect(((await qr.locator('path').getAttribute('d')) ?? '').split('M').length).toBeGreaterThan(300);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Code from the app').fill('12');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    await page.getByLabel('Code from the app').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    const codes = await page.locator('.two-step-code-list code').allInnerTexts();
    expect(codes).toHaveLength(10);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 recovery codes left.').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    await signInWithCode(page, CAREFUL, codeOf(secret, 1));
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByText('10 recovery codes left.').waitFor();
    await page.close();

    // A recovery code instead of the app's code, once.
    const again = await suite.browser.newPage();
    await signInWithCode(again, CAREFUL, codes[0] ?? '');
    await again.getByText('9 recovery codes left.').waitFor();
    await again.close();
  });

  it('a link to the admin from another site opens it signed in (SameSite=Strict: the page opens itself again)', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin');
    // The same server under another host name is another site (localhost vs 127.0.0.1).
    const otherSite = suite.server.baseUrl.replace('127.0.0.1', 'localhost');
    await page.goto(`${otherSite}/`);
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = "Your shop's API keys";
      document.body.prepend(link);
    }, `${suite.server.baseUrl}/admin/api-keys`);
    const arrivals: Promise<string>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/admin/api-keys') && request.isNavigationRequest()) arrivals.push(request.allHeaders().then((h) => h['sec-fetch-site'] ?? 'absent'));
    });
    await page.getByRole('link', { name: "Your shop's API keys" }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    expect(page.url()).toBe(`${suite.server.baseUrl}/admin/api-keys`);
    // It arrived from the other site (without the Strict cookies), then opened itself from this one.
    expect(await Promise.all(arrivals)).toEqual(['cross-site', 'same-origin']);
    await page.close();
  });

  async function signInWithCode(page: Page, user: TestUser, code: string): Promise<void> {
    await page.goto(`${suite.server.baseUrl}/account/login?next=${encodeURIComponent('/admin/security')}`);
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const field = page.getByLabel('Two-step code');
    await field.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await field.fill(code);
    await Promise.all([page.waitForURL((url) => url.pathname === '/admin/security'), page.getByRole('button', { name: 'Sign in' }).click()]);
  }
});
