// The slide editor (/admin/slides/<owner>) and the popup overlay's slide in chromium against the
// built server (issue 23, cover pages and slides). An owner makes a page a cover page, opens its
// slide from the page editor, builds it from nothing (a heading placed with the arrow keys on the
// 9-position radio group, buttons dragged with the pointer to another position, a colour
// background), sees the server's message next to a field it refuses, undoes and redoes, publishes, and the public
// page is that slide at 1280 and 390 px. A save after another tab's answers 409 and the local
// work is kept, then saved over theirs on request. The popup overlay's slide is not shown while
// only a draft, then a published one opens as a modal dialog for a visitor, closes with Escape
// and stays closed on reload. axe finds nothing on the editor, the cover page or the popup.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Slide } from '../../domain/layout/slide.js';
import type { SlideView } from '../../domain/layout/slide-api.js';
import type { TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { ownerDesk } from './helpers/page-builder.js';
import { SHOPPER_VIEWPORTS } from './helpers/browser.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const WAIT = { timeout: 15_000 };
const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' }, openTimeoutMs: 400_000 });
let coverPageId = '';

const { ensure: ensureOwner, openAdmin, otherTab } = ownerDesk(suite, OWNER);

const status = (page: Page) => page.locator('.pb-status').first();
const slice = (page: Page, position: string, label: string) => page.getByRole('region', { name: position, exact: true }).getByRole('button', { name: new RegExp(`^${label}\\b`) });

describe('the slide editor', () => {
  it('builds a cover page from nothing, places a slice with the keyboard and the pointer, names a refused field, publishes, and the page shows it at 1280 and 390 px', async () => {
    const page = await openAdmin('/admin/pages/new');
    await page.getByLabel('Title').fill('Autumn');
    await page.getByLabel('URL').fill('autumn');
    await page.getByLabel('Cover page').check();
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL((url) => /^\/admin\/pages\/page-/.test(url.pathname));
    coverPageId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('link', { name: 'Edit cover page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cover page editor' }).waitFor(WAIT);
    await page.getByText('This slide is empty.').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);

    // A heading, added at the centre, typed, then moved up a row with the arrow keys.
    await page.getByRole('button', { name: 'Add heading' }).click();
    await page.getByText('Heading 1 added at Center.').waitFor(WAIT);
    await page.getByLabel('Heading text').fill('The autumn sale');
    const positions = page.getByRole('radiogroup', { name: 'Position of Heading 1' });
    await positions.getByRole('radio', { name: 'Center', exact: true }).focus();
    await page.keyboard.press('ArrowUp');
    await page.getByText('Heading 1 moved to Top center.').waitFor(WAIT);
    expect(await positions.getByRole('radio', { name: 'Top center', exact: true }).isChecked()).toBe(true);
    await expect.poll(() => positions.getByRole('radio', { name: 'Top center', exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await slice(page, 'Top center', 'Heading 1').waitFor(WAIT);

    // Buttons: added beside the selected heading, then dragged with the pointer to the bottom centre.
    await page.getByRole('button', { name: 'Add buttons' }).click();
    await page.getByLabel('Label of link 1').fill('Shop the sale');
    await page.getByLabel('Address of link 1').fill('/shop');
    await slice(page, 'Top center', 'Buttons 1').dragTo(page.getByRole('region', { name: 'Bottom center', exact: true }));
    await slice(page, 'Bottom center', 'Buttons 1').waitFor(WAIT);

    // A field the server refuses: its message next to it, nothing else lost.
    await page.getByRole('button', { name: 'Add twitter' }).click();
    await page.getByRole('alert').filter({ hasText: 'Not saved' }).waitFor(WAIT);
    const handleError = page.locator('.admin-field-invalid').filter({ has: page.getByLabel('Twitter handle') });
    await expect.poll(() => handleError.textContent(), WAIT).toContain('A Twitter handle is 1 to 15 letters, digits or "_", without "@".');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Remove Twitter 1' }).click();
    // Undo brings the removed slice back; Redo removes it again.
    const toolbar = page.getByRole('toolbar', { name: 'Slide' });
    await toolbar.getByRole('button', { name: 'Undo' }).click();
    await slice(page, 'Bottom center', 'Twitter 1').waitFor(WAIT);
    await toolbar.getByRole('button', { name: 'Redo' }).click();
    await slice(page, 'Bottom center', 'Twitter 1').waitFor({ state: 'detached', ...WAIT });

    await page.getByRole('radio', { name: 'A colour' }).check();
    await page.getByLabel('Background colour').fill('#1f2a44');
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    // The preview draws the slide as visitors will see it.
    await page.frameLocator('iframe[title="Preview of the page at 1280 px"]').getByRole('heading', { name: 'The autumn sale' }).waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);

    // Visitors see nothing of the draft until it is published.
    const api = await otherTab();
    const path = `/api/admin/slides/page/${coverPageId}`;
    const draft = (await api.merchant('GET', path)).body as SlideView;
    expect(draft.published).toBeNull();
    expect(draft.draft.slices.map((s) => [s.name, s.position])).toEqual([['heading', 'top-center'], ['buttons', 'bottom-center']]);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published. Visitors see this slide now.').waitFor(WAIT);
    await page.close();

    for (const viewport of SHOPPER_VIEWPORTS) {
      await suite.browser.context.clearCookies();
      const visitor = await suite.browser.newPage();
      await visitor.setViewportSize({ width: viewport.width, height: viewport.height });
      await visitor.goto(`${suite.server.baseUrl}/autumn`);
      const heading = visitor.getByRole('main').getByRole('heading', { level: 1, name: 'The autumn sale' });
      await heading.waitFor(WAIT);
      const link = visitor.getByRole('link', { name: 'Shop the sale' });
      expect(await link.getAttribute('href')).toBe('/shop');
      const [h, l] = [await heading.boundingBox(), await link.boundingBox()];
      if (!h || !l) throw new Error('the heading and the link are on the page');
      // Top centre above bottom centre; both centred on the window at either width.
      expect(h.y + h.height).toBeLessThanOrEqual(l.y);
      expect(Math.abs(l.x + l.width / 2 - viewport.width / 2)).toBeLessThan(24);
      expect(await visitor.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(31, 42, 68)');
      expect(await axeViolations(visitor)).toEqual([]);
      await visitor.close();
    }
  }, 180_000);

  it('keeps the local work when another tab saved first (409), then saves it over theirs on request', async () => {
    const path = `/api/admin/slides/page/${coverPageId}`;
    const page = await openAdmin(`/admin/slides/page/${coverPageId}`);
    await slice(page, 'Top center', 'Heading 1').click();
    const tab = await otherTab();
    const view = (await tab.merchant('GET', path)).body as SlideView;
    const theirs: Slide = { ...view.draft, slices: view.draft.slices.filter((s) => s.name !== 'buttons') };
    expect((await tab.merchant('PUT', path, { json: { expectedVersion: view.version, slide: theirs } })).status).toBe(200);

    await page.getByLabel('Heading text').fill('Mine, not theirs');
    const alert = page.getByRole('alert').filter({ hasText: 'someone else saved this slide since you opened it' });
    await alert.waitFor(WAIT);
    expect(await page.getByLabel('Heading text').inputValue()).toBe('Mine, not theirs');
    await slice(page, 'Bottom center', 'Buttons 1').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    // Leaving now would lose the work: the app asks first.
    await page.getByRole('link', { name: 'All slides' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor(WAIT);
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'hidden', ...WAIT });
    await alert.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    const after = (await tab.merchant('GET', path)).body as SlideView;
    expect(after.draft.slices.map((s) => s.content.text ?? s.content.links?.[0]?.label)).toEqual(['Mine, not theirs', 'Shop the sale']);

    // Discarding brings the published slide back.
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('dialog', { name: 'Discard the draft?' }).getByRole('button', { name: 'Discard the draft' }).click();
    await page.getByText('The draft was discarded: the slide is the published one again.').waitFor(WAIT);
    expect(await slice(page, 'Top center', 'Heading 1').textContent()).toContain('The autumn sale');
    await page.close();
  }, 120_000);

  it('lists the slides to edit, and says when a slide cannot be found, with a retry', async () => {
    const page = await openAdmin('/admin/slides');
    await page.getByRole('link', { name: 'Edit the cover page Autumn' }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Edit the lock screen' }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Edit the popup overlay' }).click();
    await page.getByRole('heading', { level: 1, name: 'Popup overlay editor' }).waitFor(WAIT);
    await page.getByText('This slide is empty.').waitFor(WAIT);
    await page.goto(`${suite.server.baseUrl}/admin/slides/page/no-such-page`);
    const failed = page.getByRole('alert').filter({ hasText: 'Unable to locate this slide. No page with id "no-such-page".' });
    await failed.waitFor(WAIT);
    await failed.getByRole('button', { name: 'Try again' }).waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('the popup overlay slide', () => {
  const visit = async (): Promise<Page> => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/blog`);
    return page;
  };

  it('is not shown as a draft; published, it opens as a modal dialog, closes with Escape and stays closed on reload', async () => {
    await ensureOwner();
    const tab = await otherTab();
    // Opened at once (the popup settings' delay), shown again after 7 days.
    const settings = await tab.merchant('GET', '/api/admin/content/popup-overlay');
    const value = { ...(settings.body as { value: Record<string, unknown> }).value, delaySeconds: 0, showAgainDays: 7 };
    expect((await tab.merchant('PUT', '/api/admin/content/popup-overlay', { json: { expectedVersion: (settings.body as { version: number }).version, value } })).status).toBe(200);

    const path = '/api/admin/slides/site/popup-overlay';
    const slide: Slide = {
      type: 'popup-overlay',
      background: { kind: 'color', color: '#f4e9d8' },
      slices: [
        { id: 'title', name: 'heading', position: 'center', content: { text: 'Free shipping this week' } },
        { id: 'go', name: 'buttons', position: 'bottom-center', content: { links: [{ label: 'See the shop', url: '/shop' }] } },
      ],
    };
    const saved = await tab.merchant('PUT', path, { json: { expectedVersion: 0, slide } });
    expect(saved.status).toBe(200);
    await suite.browser.context.clearCookies();
    const before = await visit();
    expect(await before.locator('#popup-overlay').count()).toBe(0);
    await before.close();

    expect((await tab.merchant('POST', `${path}/publish`, { json: { expectedVersion: (saved.body as { version: number }).version } })).status).toBe(200);
    const page = await visit();
    const dialog = page.getByRole('dialog', { name: 'Free shipping this week' });
    await dialog.waitFor(WAIT);
    await dialog.getByRole('heading', { name: 'Free shipping this week' }).waitFor(WAIT);
    expect(await dialog.getByRole('link', { name: 'See the shop' }).getAttribute('href')).toBe('/shop');
    // Modal: focus is inside the dialog, the page behind cannot take it.
    expect(await page.evaluate(() => document.querySelector('#popup-overlay')?.contains(document.activeElement) === true)).toBe(true);
    expect(await page.locator('main').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('#popup-overlay[data-state="closed"]').waitFor({ state: 'attached', ...WAIT });
    expect(await dialog.isVisible()).toBe(false);

    await page.reload();
    await page.locator('#popup-overlay[data-state="skipped"]').waitFor({ state: 'attached', ...WAIT });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();

    // The close button closes it too, for a visitor who has not closed it yet.
    await suite.browser.context.clearCookies();
    const other = await suite.browser.newPage();
    await other.goto(`${suite.server.baseUrl}/blog`);
    await other.evaluate(() => localStorage.clear());
    await other.reload();
    const again = other.getByRole('dialog', { name: 'Free shipping this week' });
    await again.waitFor(WAIT);
    await again.getByRole('button', { name: 'Close' }).click();
    await other.locator('#popup-overlay[data-state="closed"]').waitFor({ state: 'attached', ...WAIT });
    await other.close();
  }, 120_000);
});
