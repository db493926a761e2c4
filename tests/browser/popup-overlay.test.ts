// The newsletter popup as the owner sets it in the admin and a visitor meets it in chromium:
// shown per the settings, closed with Escape (focus back, remembered), signed up through the
// site's form calls (remembered, the submission stored), its census call, and axe on both sides.
import { describe, expect, it } from 'vitest';
import { countTrackingEvents, listFormSubmissions } from '../../site/db/index.js';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };
const TITLE = 'Ten percent off your first order';

describe('the newsletter popup', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });

  const visitorPage = async () => {
    await suite.browser.context.clearCookies();
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/blog`);
    return page;
  };
  const memory = (page: Awaited<ReturnType<typeof visitorPage>>) => page.evaluate(() => JSON.parse(localStorage.getItem('popup-overlay') ?? '{}') as Record<string, unknown>);

  it('is off until the owner turns it on in the admin, which a viewer only reads', async () => {
    await addUsers(suite, [OWNER, VIEWER]);
    const before = await visitorPage();
    expect(await before.locator('#popup-overlay').count()).toBe(0);
    await before.close();

    const viewerPage = await suite.browser.newPage();
    await signInAs(viewerPage, suite.server.baseUrl, VIEWER, '/admin/popup');
    await viewerPage.getByLabel('Title').waitFor();
    expect(await viewerPage.getByRole('button', { name: 'Save popup' }).count()).toBe(0);
    expect(await viewerPage.getByLabel('Title').isDisabled()).toBe(true);
    await viewerPage.close();
    await suite.browser.context.clearCookies();

    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/popup');
    await page.getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Save popup' }).click();
    await page.getByText('The title is required.').first().waitFor();
    await page.getByLabel('Show the popup on the site').check();
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Delay (seconds)').fill('0');
    await page.getByRole('button', { name: 'Save popup' }).click();
    await page.getByText('Saved.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('opens as a modal dialog, closes with Escape, gives focus back and is remembered as closed', async () => {
    const page = await visitorPage();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('popup-overlay-email');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('#popup-overlay[data-state="closed"]').waitFor({ state: 'attached' });
    expect(await dialog.isVisible()).toBe(false);
    await expect(page.evaluate(() => document.activeElement === document.body || document.activeElement === document.documentElement)).resolves.toBe(true);
    const remembered = await memory(page);
    expect(remembered).toMatchObject({ version: 1, submitted: false });
    expect(typeof remembered['closedDate']).toBe('number');
    await page.reload();
    await page.locator('#popup-overlay[data-state="skipped"]').waitFor({ state: 'attached' });
    expect(await dialog.isVisible()).toBe(false);
    await expect.poll(() => suite.db.withStore((store) => countTrackingEvents(store, 'census/overlay'))).toBeGreaterThanOrEqual(2);
    await page.close();
  });

  it('signs the visitor up through the site form calls, says thank you and is not shown again', async () => {
    const page = await visitorPage();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.waitFor();
    await page.getByLabel('Email address').fill('reader@example.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog.getByRole('status').innerText()).resolves.toBe('Thank you for signing up.');
    expect(await memory(page)).toMatchObject({ version: 1, submitted: true });
    const stored = await suite.db.withStore((store) => listFormSubmissions(store, 'popup-overlay'));
    expect(stored.map((s) => JSON.stringify(s))).toEqual([expect.stringContaining('reader@example.com')]);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.locator('#popup-overlay[data-state="skipped"]').waitFor({ state: 'attached' });
    await page.close();
  });
});
