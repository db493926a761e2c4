// Collections made and removed as an owner does it in chromium: a new blog with a URL checked as
// typed, shown on the site and linked from the navigation, then deleted with its link after the
// confirmation naming that link; and an older footer code restored from the header &
// footer screen's saved versions, compared first, and seen on a page. axe on each screen and dialog.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { allowCodeInjection } from './helpers/custom-code.js';

const OWNER = { email: 'owner@shop.test', password: 'collections owner password' };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };

describe('collections and code history in the admin', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '2000', MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password } });
  let usersAdded = false;
  const ready = async () => {
    if (!usersAdded) await addUsers(suite, [VIEWER]);
    usersAdded = true;
  };
  const url = (path: string) => `${suite.server.baseUrl}${path}`;
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  it('creates a blog collection, shows it on the site and in the navigation, then deletes it with its link', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/collections');
    await page.getByRole('link', { name: 'New collection' }).click();
    await expect.poll(() => heading(page).innerText(), { timeout: 10_000 }).toBe('New collection');
    await page.getByLabel('Title').fill('Studio notes');
    await expect(page.getByLabel('URL').inputValue()).resolves.toBe('studio-notes');
    await page.getByLabel('Kind').selectOption({ label: 'Blog' });
    await page.getByLabel('URL').fill('studio notes');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.getByText('studio notes is not a valid page URL.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('URL').fill('studio-notes');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.waitForURL((u) => /^\/admin\/collections\/col-[0-9a-f]+$/.test(u.pathname));
    await expect(heading(page).innerText()).resolves.toBe('Studio notes');
    await page.getByText('No navigation links to /studio-notes yet.').waitFor();

    const site = await suite.browser.newPage();
    const visit = await site.goto(url('/studio-notes'));
    expect(visit?.status()).toBe(200);
    await expect(site.getByRole('link', { name: 'Studio notes' }).count()).resolves.toBe(0);

    await page.getByLabel('Add to', { exact: true }).selectOption({ label: 'Main navigation' });
    await page.getByRole('button', { name: 'Add a link to Studio notes' }).click();
    await page.getByText('Linked from: Main navigation.').waitFor();
    await site.reload();
    await site.getByRole('link', { name: 'Studio notes' }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Delete collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the collection "Studio notes"?' });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain('Visitors will no longer find it at /studio-notes.');
    await expect(dialog.innerText()).resolves.toContain('It has no items.');
    expect(await axeViolations(page)).toEqual([]);
    await expect(dialog.getByRole('listitem').allInnerTexts()).resolves.toEqual(['“Studio notes” in Main navigation (/studio-notes)']);
    await dialog.getByRole('button', { name: 'Delete collection and links' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/collections');
    await page.getByRole('link', { name: 'Journal' }).waitFor();
    await expect(page.getByRole('link', { name: 'Studio notes' }).count()).resolves.toBe(0);

    expect((await site.goto(url('/studio-notes')))?.status()).toBe(404);
    await site.goto(url('/'));
    await expect(site.getByRole('link', { name: 'Studio notes' }).count()).resolves.toBe(0);
    await site.close();
    await page.close();
  });

  it('restores an older footer code after comparing it, and the pages show it', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/code-injection');
    await page.getByText('No code has been saved yet.').waitFor();
    const footer = page.getByLabel('Footer code');
    for (const note of ['Thrown by hand', 'Fired in small batches']) {
      await footer.fill(`<p id="owner-note">${note}</p>`);
      await page.getByRole('button', { name: 'Save code' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    }
    await page.getByRole('button', { name: 'Restore version 2' }).waitFor();
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: '3 (current)' }).innerText()).resolves.toContain(OWNER.email);
    await expect(rows.filter({ hasText: 'Before the first save' }).innerText()).resolves.toContain('Site setup');

    await allowCodeInjection(suite.browser, suite.server.baseUrl, OWNER.password);
    const site = await suite.browser.newPage();
    await site.goto(url('/blog'));
    await expect(site.locator('#owner-note').innerText()).resolves.toBe('Fired in small batches');

    await page.getByRole('button', { name: 'Compare version 2' }).click();
    const comparison = page.getByRole('region', { name: 'What restoring version 2 changes' });
    await comparison.locator('del').first().waitFor();
    await expect(comparison.locator('del').innerText()).resolves.toBe('- <p id="owner-note">Fired in small batches</p>');
    await expect(comparison.locator('ins').innerText()).resolves.toBe('+ <p id="owner-note">Thrown by hand</p>');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Restore version 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore version 2?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('button', { name: 'Restore version 3' }).waitFor();
    await expect(footer.inputValue()).resolves.toBe('<p id="owner-note">Thrown by hand</p>');
    // The restored code is a new version: it waits for the ADMIN again.
    await site.reload();
    expect(await site.locator('#owner-note').count()).toBe(0);
    await allowCodeInjection(suite.browser, suite.server.baseUrl, OWNER.password);
    await site.reload();
    await expect(site.locator('#owner-note').innerText()).resolves.toBe('Thrown by hand');
    await site.close();
    await page.close();

    const viewer = await suite.browser.newPage();
    await signInAs(viewer, suite.server.baseUrl, VIEWER, '/admin/code-injection');
    await viewer.getByRole('button', { name: 'Compare version 3' }).waitFor();
    await expect(viewer.getByRole('button', { name: /^Restore version/ }).count()).resolves.toBe(0);
    await expect(viewer.getByLabel('Footer code').isDisabled()).resolves.toBe(true);
    expect(await axeViolations(viewer)).toEqual([]);
    await viewer.goto(url('/admin/collections/new'));
    await viewer.getByLabel('Title').waitFor();
    await expect(viewer.getByLabel('Title').isDisabled()).resolves.toBe(true);
    await expect(viewer.getByRole('button', { name: 'Create collection' }).count()).resolves.toBe(0);
    await viewer.close();
  });
});
