// The content admin as its users work in chromium: an editor changes the site title and adds a
// blog post and sees both on the live site, two tabs saving the same navigation (the second is
// offered a reload), history restored, the owner's header code and language reaching the site's
// pages, a viewer's read-only forms, and axe on every screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { allowCodeInjection } from './helpers/custom-code.js';

const OWNER = { email: 'owner@shop.test', password: 'content owner password' };
const EDITOR: TestUser = { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };

describe('the content admin', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '2000', MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password } });
  let usersAdded = false;
  const ready = async () => {
    if (!usersAdded) await addUsers(suite, [EDITOR, VIEWER]);
    usersAdded = true;
  };
  const url = (path: string) => `${suite.server.baseUrl}${path}`;
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved.' });

  it('lets an editor change the site title, see it on the site, and restore the old one', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/website');
    await expect(heading(page).innerText()).resolves.toBe('Website settings');
    const title = page.getByLabel('Site title');
    await expect(title.inputValue()).resolves.toBe('Fern & Finch');
    await page.getByText('No earlier versions yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Contact email').fill('not an email');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Please enter a valid email.').waitFor();
    await expect(page.getByLabel('Contact email').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Contact email').fill('hello@fernandfinch.test');
    await title.fill('Fern & Finch Ceramics');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await status(page).waitFor();
    const site = await suite.browser.newPage();
    await site.goto(url('/'));
    await expect(site.title()).resolves.toContain('Fern & Finch Ceramics');

    await page.reload();
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore version 1?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    // The screen reads the restored settings again; the replaced version joins the history.
    await page.getByRole('button', { name: 'Restore version 2' }).waitFor();
    await expect(page.getByLabel('Site title').inputValue()).resolves.toBe('Fern & Finch');
    await site.reload();
    await expect(site.title()).resolves.not.toContain('Ceramics');
    await site.close();
    await page.close();
  });

  it('lets an editor add a blog post that the journal page then lists', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/collections');
    await page.getByRole('link', { name: 'Journal' }).click();
    await expect.poll(() => heading(page).innerText(), { timeout: 10_000 }).toBe('Journal');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New item' }).click();
    await expect.poll(() => heading(page).innerText(), { timeout: 10_000 }).toBe('New item');
    await page.getByRole('button', { name: 'Create item' }).click();
    await page.getByText('Please enter a title.').waitFor();
    await page.getByLabel('Tags').fill('x'.repeat(51));
    await page.getByRole('button', { name: 'Create item' }).click();
    await page.getByText('A tag may be at most 50 characters.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Title').fill('Glazing day');
    await page.getByLabel('Excerpt').fill('Forty tiles and one kiln.');
    await page.getByLabel('Body (HTML)').fill('<p>We glazed all day.</p>');
    await page.getByLabel('Tags').fill('ceramics, studio');
    await page.getByRole('button', { name: 'Create item' }).click();
    await page.waitForURL((u) => /^\/admin\/collections\/col-journal\/item-/.test(u.pathname));
    await expect(heading(page).innerText()).resolves.toBe('Glazing day');

    const site = await suite.browser.newPage();
    await site.goto(url('/blog'));
    await site.getByRole('link', { name: 'Glazing day' }).first().waitFor();
    await site.close();
    await page.close();
  });

  it('offers a reload to the second of two tabs saving the same navigation', async () => {
    await ready();
    const first = await suite.browser.newPage();
    await signInAs(first, suite.server.baseUrl, EDITOR, '/admin/navigation');
    const second = await suite.browser.newPage();
    await second.goto(url('/admin/navigation'));
    const label = 'Title of Main navigation link 2';
    for (const tab of [first, second]) await tab.getByLabel(label).waitFor();
    expect(await axeViolations(first)).toEqual([]);

    await first.getByLabel(label).fill('The shop');
    await first.getByRole('button', { name: 'Save navigation' }).click();
    await status(first).waitFor();

    await second.getByLabel(label).fill('Our shop');
    await second.getByRole('button', { name: 'Move Main navigation link 2 down' }).click();
    await second.getByRole('button', { name: 'Save navigation' }).click();
    const alert = second.getByRole('alert').filter({ hasText: 'Someone else saved this since you opened it.' });
    await alert.waitFor();
    expect(await axeViolations(second)).toEqual([]);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(second.getByLabel(label).inputValue()).resolves.toBe('The shop');

    const site = await suite.browser.newPage();
    await site.goto(url('/'));
    await site.getByRole('link', { name: 'The shop' }).first().waitFor();
    await site.close();
    await first.close();
    await second.close();
  });

  it('shows the pages and a page editor that pass axe', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/pages');
    await page.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect.poll(() => heading(page).innerText(), { timeout: 10_000 }).toBe('Contact');
    await page.getByLabel('Text: intro').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('URL').fill('cart');
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.getByText('cart is not a valid page URL.').waitFor();
    await page.close();
  });

  it('puts the owner\u2019s header code into the site\u2019s pages and sets their language', async () => {
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/code-injection');
    await expect(heading(page).innerText()).resolves.toBe('Header & footer');
    await page.getByLabel('Header code').fill('<meta name="owner-check" content="from the admin">');
    await page.getByLabel('Footer code').fill('<p id="owner-footer">Made by hand</p>');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save code' }).click();
    await status(page).waitFor();
    await allowCodeInjection(suite.browser, suite.server.baseUrl, OWNER.password);

    await page.goto(url('/admin/website'));
    await page.getByLabel('Language', { exact: true }).fill('fr-CA');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await status(page).waitFor();

    const site = await suite.browser.newPage();
    await site.goto(url('/blog'));
    await expect(site.locator('head meta[name="owner-check"]').getAttribute('content')).resolves.toBe('from the admin');
    await expect(site.locator('#owner-footer').innerText()).resolves.toBe('Made by hand');
    await expect(site.evaluate(() => document.documentElement.lang)).resolves.toBe('fr-CA');
    await site.close();

    await page.getByLabel('Language', { exact: true }).fill('en-US');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await status(page).waitFor();
    await page.close();
  });

  it('shows a viewer read-only forms on every content screen', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, VIEWER, '/admin/website');
    await page.getByLabel('Site title').waitFor();
    await page.getByText('Your role lets you view this, not change it.').waitFor();
    await expect(page.getByLabel('Site title').isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Save settings' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Restore version/ }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    for (const [path, field] of [['/admin/navigation', 'Title of Main navigation link 1'], ['/admin/code-injection', 'Header code'], ['/admin/collections/col-journal', 'Title']] as const) {
      await page.goto(url(path));
      await page.getByLabel(field).waitFor();
      await expect(page.getByLabel(field).isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: /^(Save|Add|Delete|Move)/ }).count()).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.goto(url('/admin/collections'));
    await page.getByRole('link', { name: 'Journal' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
