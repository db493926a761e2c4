// The newsletter popup's triggers as a visitor meets them in chromium: set to open after scrolling
// 40 % of the page, it waits while the visitor reads the top and opens once they scroll past; set
// to exit intent, it waits (its delay of 0 s does not apply on a desktop with a mouse) until the
// pointer leaves the window through its top edge. The owner picks the trigger in the admin.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from '../api/helpers/account.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const TITLE = 'Letters from the studio';
const PATH = '/api/admin/content/popup-overlay';

describe('the popup triggers', () => {
  // A short window, so the journal's page scrolls.
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, viewport: { width: 1200, height: 420 } });

  async function usePopup(settings: Record<string, unknown>): Promise<void> {
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const { body } = await account.merchant('GET', PATH);
    const saved = await account.merchant('PUT', PATH, { json: { expectedVersion: body.version, value: { ...body.value, enabled: true, title: TITLE, delaySeconds: 0, ...settings } } });
    expect(saved.status).toBe(200);
  }

  async function visit(): Promise<Page> {
    await suite.browser.context.clearCookies();
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/blog`);
    await page.locator('#popup-overlay[data-state="waiting"]').waitFor({ state: 'attached' });
    return page;
  }

  /** Scrolls to this share of the page and lets the scroll listeners run. */
  const scrollTo = (page: Page, percent: number) =>
    page.evaluate(async (p) => {
      window.scrollTo(0, ((document.documentElement.scrollHeight - window.innerHeight) * p) / 100);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, percent);

  it('the owner chooses the scroll trigger and its depth in the admin', async () => {
    await addUsers(suite, [OWNER]);
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/popup');
    await page.getByLabel('Show the popup on the site').check();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Show the popup', { exact: true }).selectOption({ label: 'After scrolling part of the page' });
    await expect(page.getByLabel('Delay (seconds)').count()).resolves.toBe(0);
    await page.getByLabel('Scroll depth (%)').fill('0');
    await page.getByRole('button', { name: 'Save popup' }).click();
    await page.getByText('The scroll depth must be between 1 and 100.').first().waitFor();
    await page.getByLabel('Scroll depth (%)').fill('40');
    await page.getByRole('button', { name: 'Save popup' }).click();
    await page.getByText('Saved.').waitFor();
    await page.close();
  });

  it('opens once the visitor has scrolled past the depth, not before', async () => {
    const page = await visit();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 1.5)).resolves.toBe(true);
    await scrollTo(page, 20);
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(page.locator('#popup-overlay').getAttribute('data-state')).resolves.toBe('waiting');
    await scrollTo(page, 60);
    await dialog.waitFor();
    await page.close();
  });

  it('on exit intent, opens when the pointer leaves through the top of the window', async () => {
    await usePopup({ trigger: 'exit-intent' });
    const page = await visit();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await page.mouse.move(600, 300);
    await page.mouse.move(1199, 200);
    await expect(dialog.isVisible()).resolves.toBe(false);
    await page.mouse.move(600, 200);
    await page.mouse.move(600, -10);
    await dialog.waitFor();
    await page.close();
  });
});
