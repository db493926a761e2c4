// The slide editor (/admin/slides/<owner>) and the popup overlay's slide in chromium against the
// built server (issue 23, cover pages and slides). An owner makes a page a cover page, opens its
// slide from the page editor, builds it from nothing (a heading placed with the arrow keys on the
// 9-position radio group, buttons dragged with the pointer to another position, a colour
// background), sees the server's message next to a field it refuses, undoes and redoes, publishes, and the public
// page is that slide at 1280 and 390 px. A save after another tab's answers 409 and the local
// work is kept, then saved over theirs on request. Two slices of one position change places with
// the keyboard alone (the reorder handle, each step said in a live region) and with the pointer.
// Published twice, the first version is previewed and restored from the history, published again,
// and the public page shows it; the history's empty and error states. The popup overlay's slide is
// not shown while only a draft, then a published one opens as a modal dialog for a visitor, closes
// with Escape and stays closed on reload. axe finds nothing on the editor (at 1280 and 390 px,
// where nothing overflows the window), the cover page or the popup.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Slide } from '../../domain/layout/slide.js';
import type { SlideView } from '../../domain/layout/slide-api.js';
import type { TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { keyboardReorder, ownerDesk, pointerDrag } from './helpers/page-builder.js';
import { SHOPPER_VIEWPORTS } from './helpers/browser.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const WAIT = { timeout: 15_000 };
const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' }, openTimeoutMs: 400_000 });
let coverPageId = '';

const { ensure: ensureOwner, openAdmin, otherTab } = ownerDesk(suite, OWNER);

const status = (page: Page) => page.locator('.pb-status').first();
const cell = (page: Page, position: string) => page.getByRole('region', { name: position, exact: true });
const slice = (page: Page, position: string, label: string) => cell(page, position).getByRole('button', { name: new RegExp(`^${label}\\b`) });
/** The slices of a position as the grid lists them. */
const order = (page: Page, position: string) => cell(page, position).locator('.sl-slice-name').allTextContents();
/** Nothing wider than the window: no sideways scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

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
    // Never published: no history yet.
    await page.getByRole('region', { name: 'History' }).getByText('No earlier versions.').waitFor(WAIT);
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
    const from = await slice(page, 'Top center', 'Buttons 1').boundingBox();
    const to = await cell(page, 'Bottom center').boundingBox();
    if (!from || !to) throw new Error('the slice and the position are on the page');
    await pointerDrag(page, slice(page, 'Top center', 'Buttons 1'), to.x + to.width / 2 - (from.x + from.width / 2), to.y + to.height - 12 - (from.y + from.height / 2));
    await slice(page, 'Bottom center', 'Buttons 1').waitFor(WAIT);

    // A field the server refuses: its message next to it, nothing else lost. (A click just after a
    // drop belongs to the drop: dnd-kit swallows clicks until its next timer turn, so it is clicked
    // again until the slice is there.)
    const twitters = slice(page, 'Bottom center', 'Twitter 1');
    await expect
      .poll(async () => {
        if ((await twitters.count()) === 0) await page.getByRole('button', { name: 'Add twitter' }).click();
        return twitters.count();
      }, WAIT)
      .toBe(1);
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

  it('reorders two slices of one position with the keyboard only, then with the pointer', async () => {
    const page = await openAdmin(`/admin/slides/page/${coverPageId}`);
    // A body beside the selected heading, in its position, after it.
    await slice(page, 'Top center', 'Heading 1').click();
    await page.getByRole('button', { name: 'Add body' }).click();
    await page.getByText('Body 1 added at Top center.').waitFor(WAIT);
    expect(await order(page, 'Top center')).toEqual(['Heading 1', 'Body 1']);

    const said = await keyboardReorder(page, 'Body 1', ['ArrowUp']);
    expect(said).toBe('Body 1 dropped: 1 of 2 in Top center.');
    await expect.poll(() => order(page, 'Top center'), WAIT).toEqual(['Body 1', 'Heading 1']);
    // Escape puts it back where it was.
    await page.getByRole('button', { name: 'Reorder Body 1', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('.sl-announcer').textContent(), WAIT).toMatch(/^Picked up Body 1, 1 of 2 in Top center\./);
    // The sensor listens from a moment after the pick-up: Escape until it is heard.
    const announcer = page.locator('.sl-announcer');
    await expect
      .poll(async () => {
        if ((await announcer.textContent())?.startsWith('Picked up') === true) await page.keyboard.press('Escape');
        return announcer.textContent();
      }, WAIT)
      .toBe('Body 1 not moved: 1 of 2 in Top center.');
    expect(await order(page, 'Top center')).toEqual(['Body 1', 'Heading 1']);

    // The pointer drops the body on the lower half of the heading: below it.
    const body = slice(page, 'Top center', 'Body 1');
    const [b, h] = [await body.boundingBox(), await slice(page, 'Top center', 'Heading 1').boundingBox()];
    if (!b || !h) throw new Error('both slices are on the page');
    await pointerDrag(page, body, 0, h.y + h.height * 0.75 - (b.y + b.height / 2));
    await expect.poll(() => order(page, 'Top center'), WAIT).toEqual(['Heading 1', 'Body 1']);
    await expect.poll(() => page.locator('.sl-announcer').textContent(), WAIT).toBe('Body 1 dropped: 2 of 2 in Top center.');
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    const view = (await (await otherTab()).merchant('GET', `/api/admin/slides/page/${coverPageId}`)).body as SlideView;
    expect(view.draft.slices.filter((s) => s.position === 'top-center').map((s) => s.name)).toEqual(['heading', 'body']);
    // The move buttons still do it without a drag.
    await slice(page, 'Top center', 'Body 1').click();
    await page.getByRole('button', { name: 'Move up in its position' }).click();
    await expect.poll(() => order(page, 'Top center'), WAIT).toEqual(['Body 1', 'Heading 1']);
    await page.getByRole('button', { name: 'Move down in its position' }).click();
    await expect.poll(() => order(page, 'Top center'), WAIT).toEqual(['Heading 1', 'Body 1']);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('passes axe (24 px targets included) at a phone width (390 × 844) with nothing wider than the window, and at 1280 px', async () => {
    const page = await openAdmin(`/admin/slides/page/${coverPageId}`);
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
      await page.setViewportSize(viewport);
      await slice(page, 'Top center', 'Heading 1').click();
      await page.getByLabel('Heading text').waitFor(WAIT);
      await page.frameLocator('iframe[title^="Preview of the page"]').getByRole('heading', { name: 'The autumn sale' }).waitFor(WAIT);
      expect(await overflow(page), `sideways scrolling at ${String(viewport.width)} px`).toBeLessThanOrEqual(0);
      // Every target at least 24 px (WCAG 2.2), a rule axe runs only when asked.
      expect(await axeViolations(page, { enable: ['target-size'] })).toEqual([]);
    }
    await page.close();
  }, 120_000);

  it('publishes a slide twice, previews and restores the first version from the history, and the public page shows it again', async () => {
    const page = await openAdmin(`/admin/slides/page/${coverPageId}`);
    await slice(page, 'Top center', 'Heading 1').click();
    await page.getByLabel('Heading text').fill('The winter sale');
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published. Visitors see this slide now.').waitFor(WAIT);
    expect(await (await fetch(`${suite.server.baseUrl}/autumn`)).text()).toContain('The winter sale');

    // The first publication, kept when the second replaced it: who and when.
    const history = page.getByRole('region', { name: 'History' });
    const first = history.getByRole('listitem').filter({ hasText: 'Version 1,' });
    await first.waitFor(WAIT);
    expect(await first.textContent()).toContain(`by ${OWNER.email}`);
    expect(await axeViolations(page)).toEqual([]);
    await first.getByRole('button', { name: 'Preview version 1' }).click();
    await page.getByRole('heading', { name: 'Preview of version 1' }).waitFor(WAIT);
    await page.frameLocator('iframe[title^="Preview of the page"]').getByRole('heading', { name: 'The autumn sale' }).waitFor(WAIT);
    // Previewing changes nothing: the draft still says winter.
    expect(await page.getByLabel('Heading text').inputValue()).toBe('The winter sale');
    await page.getByRole('button', { name: 'Back to the draft' }).click();
    await page.frameLocator('iframe[title^="Preview of the page"]').getByRole('heading', { name: 'The winter sale' }).waitFor(WAIT);

    await first.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore as the draft' }).click();
    await page.getByText('Version 1 restored as the draft.').waitFor(WAIT);
    await expect.poll(() => slice(page, 'Top center', 'Heading 1').textContent(), WAIT).toContain('The autumn sale');
    // Only the draft so far: visitors still see winter.
    expect(await (await fetch(`${suite.server.baseUrl}/autumn`)).text()).toContain('The winter sale');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published. Visitors see this slide now.').waitFor(WAIT);
    await page.close();

    const visitor = await suite.browser.newPage();
    await visitor.goto(`${suite.server.baseUrl}/autumn`);
    await visitor.getByRole('main').getByRole('heading', { level: 1, name: 'The autumn sale' }).waitFor(WAIT);
    expect(await visitor.getByText('The winter sale').count()).toBe(0);
    await visitor.close();
  }, 120_000);

  it('says when the history cannot be read, with a retry that reads it', async () => {
    let fail = true;
    const editor = await openAdmin(`/admin/slides/page/${coverPageId}`);
    await editor.route('**/history', (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'internal', message: 'The server failed.' }) }) : route.continue()));
    await editor.reload();
    const history = editor.getByRole('region', { name: 'History' });
    const failed = history.getByRole('alert');
    await failed.waitFor(WAIT);
    expect(await axeViolations(editor)).toEqual([]);
    fail = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await history.getByRole('listitem').filter({ hasText: 'Version 2,' }).waitFor(WAIT);
    await editor.close();
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
