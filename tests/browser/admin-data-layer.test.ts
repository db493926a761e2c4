// The admin's data layer as its users meet it in chromium: leaving a screen with unsaved changes
// asks first (an in-app link: the leave dialog; a reload: the browser's beforeunload question), a
// save on one screen shows on another without a reload, a ctrl-click on an admin link opens a
// new tab and leaves this one where it is, and a screen reads its data again when the tab
// regains focus.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const EDITOR: TestUser = { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] };
const STORE: TestUser = { email: 'store@shop.test', password: 'store password 1', roles: ['STORE_MANAGER'] };

describe('the admin data layer', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '2000' } });
  let usersAdded = false;
  const ready = async () => {
    if (!usersAdded) await addUsers(suite, [EDITOR, STORE]);
    usersAdded = true;
  };
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });
  const brand = (page: Page) => page.locator('.admin-brand a');
  const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved.' });

  it('asks before an in-app link leaves unsaved changes, keeps them on Cancel and drops them on Leave', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/website');
    const title = page.getByLabel('Site title');
    await expect(title.inputValue()).resolves.toBe('Fern & Finch');

    // Nothing changed yet: the link is followed at once.
    await menuLink(page, 'Pages').click();
    await expect.poll(() => heading(page).innerText()).toBe('Pages');
    await menuLink(page, 'Website settings').click();
    await expect.poll(() => title.inputValue()).toBe('Fern & Finch');

    await title.fill('Fern & Finch (draft)');
    await menuLink(page, 'Overview').click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/website');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(heading(page).innerText()).resolves.toBe('Website settings');
    await expect(title.inputValue()).resolves.toBe('Fern & Finch (draft)');

    await menuLink(page, 'Overview').click();
    await dialog.getByRole('button', { name: 'Leave and lose the changes' }).click();
    await expect.poll(() => heading(page).innerText()).toBe('Overview');
    expect(new URL(page.url()).pathname).toBe('/admin');

    // The change was not saved: the screen opens with the stored title.
    await menuLink(page, 'Website settings').click();
    await expect.poll(() => title.inputValue()).toBe('Fern & Finch');
    await page.close();
  });

  it('asks before a reload loses unsaved changes, and not once they are saved', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/website');
    const description = page.getByLabel('Description');
    await description.waitFor();
    await description.fill('Handmade ceramics, slowly.');

    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });

    await description.fill('Handmade ceramics, slowly.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await saved(page).waitFor();
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await expect.poll(() => description.inputValue()).toBe('Handmade ceramics, slowly.');
    await page.close();
  });

  it('shows a save on one screen on the others without a reload: the header title and the pages list', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/pages');
    await page.getByRole('link', { name: 'Contact', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect.poll(() => heading(page).innerText()).toBe('Contact');
    await page.getByLabel('Title', { exact: true }).fill('Contact us');
    await page.getByRole('button', { name: 'Save page' }).click();
    await saved(page).waitFor();
    await page.getByRole('link', { name: '← Pages' }).click();
    await expect.poll(() => heading(page).innerText()).toBe('Pages');
    await page.getByRole('link', { name: 'Contact us', exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Contact', exact: true }).count()).resolves.toBe(0);

    await menuLink(page, 'Website settings').click();
    const title = page.getByLabel('Site title');
    await expect.poll(() => title.inputValue()).toBe('Fern & Finch');
    await expect(brand(page).innerText()).resolves.toBe('Fern & Finch');
    await title.fill('Fern & Finch Studio');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await saved(page).waitFor();
    await expect.poll(() => brand(page).innerText()).toBe('Fern & Finch Studio');
    await menuLink(page, 'Overview').click();
    await expect.poll(() => heading(page).innerText()).toBe('Overview');
    await expect(brand(page).innerText()).resolves.toBe('Fern & Finch Studio');
    await expect.poll(() => page.title()).toContain('Fern & Finch Studio');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows a product renamed in Store on the products list and in Inventory without a reload', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, STORE, '/admin/inventory');
    await page.getByRole('link', { name: 'Stoneware Bowl', exact: true }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Stoneware Bowl', exact: true }).click();
    await expect.poll(() => heading(page).innerText()).toBe('Stoneware Bowl');
    const name = page.getByLabel('Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('Stoneware Bowl');
    await name.fill('Stoneware Serving Bowl');
    await page.getByRole('button', { name: 'Save product' }).click();
    await saved(page).waitFor();

    await page.getByRole('link', { name: 'All products' }).click();
    await expect.poll(() => heading(page).innerText()).toBe('Products');
    await page.getByRole('link', { name: 'Stoneware Serving Bowl', exact: true }).waitFor();
    await menuLink(page, 'Inventory').click();
    await expect.poll(() => heading(page).innerText()).toBe('Inventory');
    await page.getByRole('link', { name: 'Stoneware Serving Bowl', exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Stoneware Bowl', exact: true }).count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await page.close();
  });

  it('opens an admin link in a new tab on ctrl-click and leaves this tab on its screen', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/pages');
    const link = page.getByRole('link', { name: 'New page' });
    await link.waitFor();
    await expect(link.getAttribute('href')).resolves.toBe('/admin/pages/new');
    const [opened] = await Promise.all([suite.browser.context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await opened.waitForURL((url) => url.pathname === '/admin/pages/new');
    await expect.poll(() => opened.getByRole('heading', { level: 1 }).innerText()).toBe('New page');
    expect(new URL(page.url()).pathname).toBe('/admin/pages');
    await expect(heading(page).innerText()).resolves.toBe('Pages');

    // A plain click stays in this tab and in the app (no new document).
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await link.click();
    await expect.poll(() => heading(page).innerText()).toBe('New page');
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await opened.close();
    await page.close();
  });

  it('reads a screen again when its tab regains focus', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/navigation');
    await expect.poll(() => heading(page).innerText()).toBe('Navigation');
    const before = await brand(page).innerText();

    const other = await suite.browser.newPage();
    await other.goto(`${suite.server.baseUrl}/admin/website`);
    const title = other.getByLabel('Site title');
    await expect.poll(() => title.inputValue()).toBe(before);
    await title.fill(`${before} Again`);
    await other.getByRole('button', { name: 'Save settings' }).click();
    await saved(other).waitFor();
    await other.close();

    // The first tab does not know yet; it reads again when it is shown.
    await expect(brand(page).innerText()).resolves.toBe(before);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect.poll(() => brand(page).innerText()).toBe(`${before} Again`);
    await page.close();
  });
});
