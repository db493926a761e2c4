// The page builder (/admin/layouts/<owner>) in chromium against the built server, end to end: an
// owner opens a blog post's layout from its item editor, adds two sections, a text block typed in
// place, an image uploaded from the picker with a variant, a button and a quote; places the button
// with the keyboard only (announced); arranges it differently on phones; undo/redo; the autosave
// says Saved; publishes; the public post shows the layout at 1280 and 390 px (the button under the
// text on desktop, above it on phones). A save after another tab's answers 409 and the local work
// is kept, then saved over theirs on request. A page's layout opens from the page editor; the
// 60-block limit is named; a failed load has its retry. axe finds nothing on the editor or the
// published page.
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/layout.js';
import type { LayoutView } from '../../domain/layout/layout-api.js';
import type { TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { SHOPPER_VIEWPORTS } from './helpers/browser.js';
import { block, keyboardDrag, placement, status, ownerDesk, pointerDrag } from './helpers/page-builder.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const WAIT = { timeout: 15_000 };
const POST_EDITOR = '/admin/collections/col-journal/post-glaze';
const POST_LAYOUT = '/api/admin/layouts/item/col-journal/post-glaze';

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });

const { ensure: ensureOwner, openAdmin, otherTab } = ownerDesk(suite, OWNER);


const fernJpeg = (): Promise<Buffer> => sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 60, g: 120, b: 70 } } }).jpeg().toBuffer();

describe('the page builder', () => {
  it('builds a post body (sections, text typed in place, an image with a variant, a button placed by keyboard, a phone arrangement), undo/redo, publishes it as visitors see it at 1280 and 390 px', async () => {
    const page = await openAdmin(POST_EDITOR);
    await page.getByRole('link', { name: 'Edit layout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/admin/layouts/item/col-journal/post-glaze');
    await page.getByText('This layout is empty.').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('button', { name: /^Section 1/ }).waitFor(WAIT);
    await page.getByLabel('Search blocks').fill('paragraph');
    await page.getByRole('button', { name: 'Add Text' }).click();
    const text = page.getByRole('textbox', { name: 'Text of Text 1' });
    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Welcome to the fern shop');
    await page.keyboard.press('ControlOrMeta+a');
    await page.getByRole('button', { name: 'Bold' }).click();
    await expect.poll(() => text.innerHTML(), WAIT).toContain('<strong>Welcome to the fern shop</strong>');

    await page.getByLabel('Search blocks').fill('');
    await page.getByRole('button', { name: 'Add Image' }).click();
    await page.getByRole('status').filter({ hasText: 'Image 1 added to Section 1 at column 7, row 1' }).waitFor(WAIT);
    await page.getByLabel('Upload an image').setInputFiles({ name: 'fern.jpg', mimeType: 'image/jpeg', buffer: await fernJpeg() });
    await expect.poll(() => page.getByRole('radio', { name: 'fern.jpg' }).isChecked(), WAIT).toBe(true);
    await page.getByLabel('Variant').selectOption('poster');
    await page.getByLabel('Alt text').fill('A fern in a pot');
    await block(page, 'Image 1').getByRole('img', { name: 'A fern in a pot' }).waitFor(WAIT);

    await page.getByRole('button', { name: 'Add Button' }).click();
    await page.getByLabel('Button text').fill('Shop the ferns');
    expect(await placement(page, 'Button 1')).toBe('1,3,3,1');
    // The canvas shows the server's rendering of each block (in its shadow root).
    await block(page, 'Button 1').getByRole('link', { name: 'Shop the ferns' }).waitFor(WAIT);

    // Keyboard only: Space picks the button up, arrows move it cell by cell, Space drops it.
    expect(await keyboardDrag(page, 'Button 1', ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown'])).toBe('Button 1 placed at column 4, row 4, 3 columns wide, 1 row tall.');
    expect(await placement(page, 'Button 1')).toBe('4,4,3,1');
    expect(await keyboardDrag(page, 'Button 1', ['ArrowRight'], 'Resize')).toBe('Button 1 placed at column 4, row 4, 4 columns wide, 1 row tall.');
    expect(await placement(page, 'Button 1')).toBe('4,4,4,1');

    // A second section after the first, with a quote.
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('button', { name: /^Section 2/ }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Add Quote' }).click();
    await page.getByLabel('Quote', { exact: true }).fill('Ferns like a shady corner.');

    // Phones: the section is stacked; the button goes to the top there only.
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    expect(await placement(page, 'Button 1')).toBe('1,7,12,1');
    await keyboardDrag(page, 'Button 1', Array<string>(6).fill('ArrowUp'));
    expect(await placement(page, 'Button 1')).toBe('1,1,12,1');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await placement(page, 'Button 1')).toBe('1,7,12,1');
    await page.getByRole('button', { name: 'Redo' }).click();
    expect(await placement(page, 'Button 1')).toBe('1,1,12,1');
    await page.getByRole('button', { name: 'Desktop', exact: true }).click();
    expect(await placement(page, 'Button 1')).toBe('4,4,4,1');

    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published. Visitors see this layout now.').waitFor(WAIT);
    // The full-page preview, at a phone's width.
    await page.getByRole('button', { name: 'Phone (390 px)' }).click();
    await page.frameLocator('iframe[title="Preview of the page at 390 px"]').getByRole('link', { name: 'Shop the ferns' }).waitFor(WAIT);
    const publicUrl = await page.getByRole('link', { name: 'View the published page' }).getAttribute('href');
    await page.close();

    for (const viewport of SHOPPER_VIEWPORTS) {
      const visitor = await suite.browser.newPage();
      await visitor.setViewportSize({ width: viewport.width, height: viewport.height });
      await visitor.goto(`${suite.server.baseUrl}${publicUrl ?? ''}`);
      const words = visitor.getByText('Welcome to the fern shop');
      await words.waitFor(WAIT);
      expect(await words.evaluate((el) => el.closest('strong') !== null)).toBe(true);
      const image = visitor.getByRole('img', { name: 'A fern in a pot' });
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), WAIT).toBe(true);
      await visitor.getByText('Ferns like a shady corner.').waitFor(WAIT);
      expect(await visitor.locator('[data-block-kind="image"]').getAttribute('class')).toContain('image-block');
      const button = await visitor.getByRole('link', { name: 'Shop the ferns' }).boundingBox();
      const textBox = await words.boundingBox();
      if (!button || !textBox) throw new Error('the button and the text are on the page');
      if (viewport.name === 'desktop') {
        expect(button.y).toBeGreaterThan(textBox.y + textBox.height);
        expect(button.x).toBeGreaterThan(textBox.x + 100);
      } else {
        expect(button.y + button.height).toBeLessThanOrEqual(textBox.y);
      }
      expect(await axeViolations(visitor)).toEqual([]);
      await visitor.close();
    }
  }, 180_000);

  it('keeps the local work when another tab saved first (409), then saves it over theirs on request', async () => {
    const page = await openAdmin('/admin/layouts/item/col-journal/post-glaze');
    await block(page, 'Button 1').waitFor(WAIT);
    const tab = await otherTab();
    const read = await tab.merchant('GET', POST_LAYOUT);
    const view = read.body as LayoutView;
    const theirs: Layout = { sections: view.draft.sections.slice(0, 1) };
    expect((await tab.merchant('PUT', POST_LAYOUT, { json: { expectedVersion: view.version, layout: theirs } })).status).toBe(200);

    await block(page, 'Button 1').click();
    await page.getByLabel('Button text').fill('Mine, not theirs');
    const alert = page.getByRole('alert').filter({ hasText: 'someone else saved this layout since you opened it' });
    await alert.waitFor(WAIT);
    expect(await page.getByLabel('Button text').inputValue()).toBe('Mine, not theirs');
    await block(page, 'Quote 1').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    // Leaving now would lose the unsaved work: the app asks first.
    await page.getByRole('link', { name: 'All page layouts' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor(WAIT);
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'hidden', ...WAIT });
    expect(await page.getByLabel('Button text').inputValue()).toBe('Mine, not theirs');
    await alert.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    const after = (await tab.merchant('GET', POST_LAYOUT)).body as LayoutView;
    expect(after.draft.sections).toHaveLength(2);
    expect(after.draft.sections[0]?.blocks.find((b) => b.kind === 'button')?.settings.label).toBe('Mine, not theirs');

    // With a pointer: the quote's move handle dragged two columns right, then its resize handle one row down.
    expect(await placement(page, 'Quote 1')).toBe('1,1,6,2');
    const grid = await page.locator('[data-section-grid]').nth(1).boundingBox();
    if (!grid) throw new Error('the second section has a grid');
    const columnStep = (grid.width + 8) / 12;
    await pointerDrag(page, page.getByRole('button', { name: /^Move Quote 1\b/ }), 2 * columnStep, 0);
    await expect.poll(() => placement(page, 'Quote 1'), WAIT).toBe('3,1,6,2');
    await pointerDrag(page, page.getByRole('button', { name: 'Resize Quote 1' }), 0, 48);
    await expect.poll(() => placement(page, 'Quote 1'), WAIT).toBe('3,1,6,3');
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    const dragged = (await tab.merchant('GET', POST_LAYOUT)).body as LayoutView;
    expect(dragged.draft.sections[1]?.blocks[0]?.desktop).toEqual({ column: 3, row: 1, span: 6, rows: 3 });
    await page.close();
  }, 120_000);

  it("opens a page's layout from the page editor, names the 60-block limit, and shows a failed load with a retry", async () => {
    const page = await openAdmin('/admin/pages');
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor(WAIT);
    await page.locator('main table a[href^="/admin/pages/"]').first().click();
    await page.getByRole('link', { name: 'Edit layout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/admin\/layouts\/page\/[^/]+$/);
    const api = path.replace('/admin/layouts/', '/api/admin/layouts/');
    const tab = await otherTab();
    const view = (await tab.merchant('GET', api)).body as LayoutView;
    const spacers = Array.from({ length: 60 }, (_, i) => ({ id: `s${String(i)}`, kind: 'spacer' as const, settings: { height: 1 }, desktop: { column: 1, row: i + 1, span: 12, rows: 1 } }));
    const full: Layout = { sections: [{ id: 'full', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks: spacers }] };
    expect((await tab.merchant('PUT', api, { json: { expectedVersion: view.version, layout: full } })).status).toBe(200);
    await page.reload();
    await block(page, 'Spacer 60').waitFor(WAIT);
    await page.getByRole('button', { name: 'Add Quote' }).click();
    await page.getByRole('alert').filter({ hasText: 'A layout holds at most 60 blocks. Remove a block before adding another.' }).waitFor(WAIT);

    await page.route('**/api/admin/layouts/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'internal', message: 'Something went wrong.' }) }));
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'Unable to load. Something went wrong.' });
    await failed.waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/api/admin/layouts/**');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await block(page, 'Spacer 1').waitFor(WAIT);
    await page.close();
  }, 120_000);
});
