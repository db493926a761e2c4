// The Style Editor (/admin/design) in chromium: the owner changes a colour and a font, the preview
// shows them, saves, the public page shows them (computed style), a reload keeps them; a save
// after someone else's answers 409 and keeps the draft; a folder with no tweaks has its empty
// state; a failed load its error with a retry; axe finds nothing.
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveVersionedPart } from '../../site/db/index.js';
import { DESIGN_PART } from '../../domain/design/tweaks.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const WAIT = { timeout: 15_000 };
const ACCENT = '#aa2200';
const ACCENT_RGB = 'rgb(170, 34, 0)';
const VERDANA = 'Verdana, Geneva, sans-serif';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });
let usersAdded = false;

async function openDesign(): Promise<Page> {
  if (!usersAdded) await addUsers(suite, [OWNER]);
  usersAdded = true;
  await suite.browser.context.clearCookies();
  const page = await suite.browser.newPage();
  await signInAs(page, suite.server.baseUrl, OWNER, '/admin/design');
  await page.getByRole('heading', { level: 1, name: 'Design' }).waitFor();
  return page;
}

/** The computed colour of the site's navigation links and the body's font family, in a frame or page. */
async function looks(target: FrameLocator | Page | Frame): Promise<{ link: string; font: string }> {
  const link = await target.locator('a.nav-link').first().evaluate((el) => getComputedStyle(el).color);
  const font = await target.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
  return { link, font };
}

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Preview of"]');

describe('the Style Editor', () => {
  it('previews a colour and a font, saves them onto the public page and keeps them after a reload', async () => {
    const page = await openDesign();
    await preview(page).locator('a.nav-link').first().waitFor(WAIT);
    expect(await looks(preview(page))).toEqual({ link: 'rgb(47, 107, 79)', font: expect.stringContaining('system-ui') });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Accent (links and buttons)', { exact: true }).fill(ACCENT);
    await page.getByRole('group', { name: 'Body text' }).getByLabel('Font family').selectOption(VERDANA);
    await expect.poll(() => looks(preview(page)), WAIT).toEqual({ link: ACCENT_RGB, font: VERDANA });

    await page.getByRole('button', { name: 'Save design' }).click();
    await page.getByText('Saved.').waitFor(WAIT);
    const visitor = await suite.browser.newPage();
    await visitor.goto(`${suite.server.baseUrl}/`);
    expect(await looks(visitor)).toEqual({ link: ACCENT_RGB, font: VERDANA });
    await visitor.close();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Design' }).waitFor();
    const accent = page.getByLabel('Accent (links and buttons)', { exact: true });
    await expect.poll(() => accent.inputValue(), WAIT).toBe(ACCENT);
    expect(await page.getByRole('group', { name: 'Body text' }).getByLabel('Font family').inputValue()).toBe(VERDANA);
    await page.close();
  }, 90_000);

  it('answers a save based on an older version with 409 and keeps the draft', async () => {
    const page = await openDesign();
    const accent = page.getByLabel('Accent (links and buttons)', { exact: true });
    await expect.poll(() => accent.inputValue(), WAIT).toBe(ACCENT);
    // Someone else saves meanwhile.
    await suite.db.withStore(async (store) => {
      await saveVersionedPart(store, DESIGN_PART, { accent: '#113355' }, { expectedVersion: 1, savedBy: 'other@shop.test' });
    });
    await accent.fill('#0a5c36');
    await page.getByLabel('Page width in rem').fill('55');
    await page.getByRole('button', { name: 'Save design' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Someone else saved this since you opened it.' });
    await alert.waitFor(WAIT);
    expect(await accent.inputValue()).toBe('#0a5c36');
    expect(await page.getByLabel('Page width (40–100rem)').inputValue()).toBe('55');
    expect(await page.getByLabel('Page width in rem').inputValue()).toBe('55');
    expect(await axeViolations(page)).toEqual([]);
    // Reloading shows their version.
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => accent.inputValue(), WAIT).toBe('#113355');
    await page.close();
  }, 90_000);

  it('resets to the design defaults, the saved values kept in the history', async () => {
    const page = await openDesign();
    await page.getByRole('button', { name: "Reset to the design's defaults" }).click();
    await page.getByRole('dialog', { name: 'Reset the design to its defaults?' }).getByRole('button', { name: 'Reset and save' }).click();
    const accent = page.getByLabel('Accent (links and buttons)', { exact: true });
    await expect.poll(() => accent.inputValue(), WAIT).toBe('#2f6b4f');
    await page.getByRole('button', { name: 'Restore version 2' }).waitFor(WAIT);
    const visitor = await suite.browser.newPage();
    await visitor.goto(`${suite.server.baseUrl}/`);
    expect((await looks(visitor)).link).toBe('rgb(47, 107, 79)');
    await visitor.close();
    await page.close();
  }, 90_000);

  it('lets a number be typed digit by digit, and holds the save while a value is half typed', async () => {
    const page = await openDesign();
    const width = page.getByLabel('Page width in rem');
    const save = page.getByRole('button', { name: 'Save design' });
    await width.fill('');
    await width.pressSequentially('5');
    await page.getByText('Enter a number from 40 to 100.').waitFor(WAIT);
    expect(await width.inputValue()).toBe('5');
    // The message and the save button follow the typed text in consecutive renders.
    await expect.poll(() => save.isDisabled(), WAIT).toBe(true);
    await width.pressSequentially('8');
    await expect.poll(() => page.getByLabel('Page width (40–100rem)').inputValue(), WAIT).toBe('58');
    expect(await page.getByText('Enter a number from 40 to 100.').count()).toBe(0);
    await expect.poll(() => save.isDisabled(), WAIT).toBe(false);
    const accent = page.getByLabel('Accent (links and buttons)', { exact: true });
    await accent.fill('#12');
    await page.getByText('Enter a colour such as #1f4e79').waitFor(WAIT);
    await expect.poll(() => save.isDisabled(), WAIT).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // A setting for the home page's banner is hidden while the preview shows a page without one.
    expect(await page.getByLabel('Home banner', { exact: true }).count()).toBe(1);
    await page.getByLabel('Page address').fill('/shop');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByText('One setting applies to parts of the site the page shown in the preview does not have').waitFor(WAIT);
    expect(await page.getByLabel('Home banner', { exact: true }).count()).toBe(0);
    await page.close();
  }, 90_000);

  it('shows a failed load with a retry, and the empty state of a design with no settings', async () => {
    const page = await openDesign();
    await page.route('**/api/admin/design', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side.', code: 'internal' }) }));
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await alert.waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/api/admin/design');
    await page.route('**/api/admin/design', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ tweaks: [], values: {}, version: 0, warnings: [] }) }));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByText("This site's design has no settings to change.").waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 90_000);
});
