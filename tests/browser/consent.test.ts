// Consent (spec 000 §6): the owner turns the cookie banner on in the admin with its text and policy
// link; a visitor sees it with Accept and Decline; the answer sets the consent cookie the
// restrictive policy reads. With the policy on and no consent no tracking cookie is set, and one
// already there is not kept; Accept starts tracking at once, Decline keeps it off.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { signInAs } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';

const OWNER = { email: 'owner@shop.test', password: 'consent owner password' };
const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '2000', MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password } });
const POLL = { timeout: 10_000 };
const TRACKING = ['ss_cvr', 'ss_cvt'];
const BANNER_TEXT = 'We would like to count visits with cookies.';

afterEach(async () => {
  for (const page of suite.browser.context.pages()) await page.close();
  await suite.browser.context.clearCookies();
});

const cookieNames = async (): Promise<string[]> => (await suite.browser.context.cookies()).map((c) => c.name);
const trackingCookies = async (): Promise<string[]> => (await cookieNames()).filter((n) => TRACKING.includes(n));
const consent = async (): Promise<string | undefined> => (await suite.browser.context.cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value;
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** A visitor on the home page, the page loaded and its tracking script run; the page views it sent. */
async function visit(): Promise<{ page: Page; hits: string[] }> {
  const page = await suite.browser.newPage();
  const hits: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/census/RecordHit')) hits.push(r.url());
  });
  await page.goto(`${suite.server.baseUrl}/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return { page, hits };
}

describe('consent', () => {
  it('is off until the owner turns the banner on in the admin: no banner, tracking as before', async () => {
    const { page } = await visit();
    await expect(page.locator('#sf-cookie-banner').count()).resolves.toBe(0);
    await expect.poll(trackingCookies, POLL).toEqual(expect.arrayContaining(TRACKING));
  });

  it('the owner turns the banner and the restrictive policy on, refusing a script link', async () => {
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/website');
    await page.getByLabel('Cookie banner', { exact: true }).check();
    await page.getByLabel('Ask before setting analytics cookies').check();
    await page.getByLabel('Cookie banner text').fill(BANNER_TEXT);
    await page.getByLabel('Cookie policy link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The cookie policy link must be a page of this site (such as /privacy) or an http(s) address.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Cookie policy link').fill('/privacy');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  });

  it('sets no tracking cookie and keeps none without consent; Decline keeps it so', async () => {
    await suite.browser.context.addCookies([
      { name: 'ss_cvr', value: 'abc|1|1|1|1', url: suite.server.baseUrl },
      { name: 'ss_cvt', value: '1', url: suite.server.baseUrl },
    ]);
    const { page, hits } = await visit();
    await banner(page).waitFor();
    await expect(banner(page).locator('.cookie-banner-text').textContent()).resolves.toBe(`${BANNER_TEXT} Cookie policy`);
    await expect(banner(page).getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).resolves.toBe('/privacy');
    expect(await axeViolations(page)).toEqual([]);
    await expect.poll(trackingCookies, POLL).toEqual([]);
    expect(hits).toEqual([]);

    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    await expect(consent()).resolves.toBe('false');
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await banner(page).waitFor({ state: 'hidden' });
    await expect(trackingCookies()).resolves.toEqual([]);
    expect(hits).toEqual([]);
  });

  it('Accept sets the consent and starts tracking at once', async () => {
    const { page, hits } = await visit();
    await banner(page).waitFor();
    await expect(trackingCookies()).resolves.toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    await expect(consent()).resolves.toBe('true');
    await expect.poll(trackingCookies, POLL).toEqual(expect.arrayContaining(TRACKING));
    await expect.poll(() => hits.length, POLL).toBe(1);
    await page.reload();
    await hydrated(page);
    await banner(page).waitFor({ state: 'hidden' });
  });
});
