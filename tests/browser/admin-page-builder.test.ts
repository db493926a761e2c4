// The page builder (/admin/layouts/page/<id>) in chromium: an owner opens a page's layout from the
// page editor, adds sections, a text block typed in place, an image with a variant, a button;
// places the button with the keyboard only (announced); arranges it differently on phones;
// undo/redo; the autosave says Saved; publishes; a save after another tab's answers 409 and keeps
// the local work. axe finds nothing on the editor.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { FakeLayoutApi } from './helpers/fake-layout-api.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const WAIT = { timeout: 15_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });
const fake = new FakeLayoutApi();
let usersAdded = false;

async function signIn(): Promise<Page> {
  if (!usersAdded) await addUsers(suite, [OWNER]);
  usersAdded = true;
  await suite.browser.context.clearCookies();
  const page = await suite.browser.newPage();
  await fake.install(page);
  await signInAs(page, suite.server.baseUrl, OWNER, '/admin/pages');
  await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor(WAIT);
  return page;
}

/** From the pages list to the first page's editor, then its "Edit layout" link. */
async function openLayout(page: Page): Promise<string> {
  await page.locator('main table a[href^="/admin/pages/"]').first().click();
  await page.getByRole('link', { name: 'Edit layout' }).click();
  await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
  return new URL(page.url()).pathname;
}

const block = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });
const placement = (page: Page, label: string): Promise<string | null> => block(page, label).getAttribute('data-placement');
const status = (page: Page) => page.locator('.pb-status').first();

/** Picks the block up by its move (or resize) handle with the keyboard, presses the keys, drops it; answers what was announced. */
async function keyboardDrag(page: Page, label: string, keys: string[], mode: 'Move' | 'Resize' = 'Move'): Promise<string> {
  const handle = page.getByRole('button', { name: new RegExp(`^${mode} ${label}\\b`) });
  await handle.focus();
  await expect.poll(() => handle.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
  await page.keyboard.press('Space');
  await page.getByText(`${mode === 'Move' ? 'Moving' : 'Resizing'} ${label}, now at`).waitFor({ state: 'attached', ...WAIT });
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Space');
  const said = page.locator('.pb-announcer');
  await expect.poll(() => said.textContent(), WAIT).toMatch(new RegExp(`^${label} placed at`));
  // The sensor gives the focus back to the handle after the drop.
  await expect.poll(() => handle.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
  return (await said.textContent()) ?? '';
}

describe('the page builder', () => {
  it('builds a layout: sections, text typed in place, an image variant, a button placed by keyboard, a phone arrangement, undo/redo, publish', async () => {
    const page = await signIn();
    const path = await openLayout(page);
    expect(path).toMatch(/^\/admin\/layouts\/page\/[^/]+$/);
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
    await page.getByLabel('Variant').selectOption('poster');
    await page.getByLabel('Alt text').fill('A fern in a pot');
    await page.getByRole('button', { name: 'Add Button' }).click();
    await page.getByLabel('Button text').fill('Shop the ferns');
    expect(await placement(page, 'Button 1')).toBe('1,3,3,1');
    // The canvas shows the server's rendering of each block (in its shadow root).
    await block(page, 'Button 1').getByText('Shop the ferns').waitFor(WAIT);
    await block(page, 'Image 1').getByText('image (poster)').waitFor(WAIT);

    // Keyboard only: Space picks the button up, arrows move it cell by cell, Space drops it.
    expect(await keyboardDrag(page, 'Button 1', ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown'])).toBe('Button 1 placed at column 4, row 4, 3 columns wide, 1 row tall.');
    expect(await placement(page, 'Button 1')).toBe('4,4,3,1');
    // The resize handle works the same way.
    expect(await keyboardDrag(page, 'Button 1', ['ArrowRight'], 'Resize')).toBe('Button 1 placed at column 4, row 4, 4 columns wide, 1 row tall.');
    expect(await placement(page, 'Button 1')).toBe('4,4,4,1');

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
    const owner = decodeURIComponent(path.replace('/admin/layouts/', ''));
    const published = fake.stored(owner).published;
    const blocks = published?.sections[0]?.blocks ?? [];
    expect(blocks.map((b) => [b.kind, b.variant ?? null])).toEqual([['text', null], ['image', 'poster'], ['button', null]]);
    expect(blocks[0]?.settings.html).toBe('<p><strong>Welcome to the fern shop</strong></p>');
    expect(blocks[2]?.desktop).toEqual({ column: 4, row: 4, span: 4, rows: 1 });
    expect(blocks[2]?.phone).toEqual({ column: 1, row: 1, span: 12, rows: 1 });

    // The full-page preview at both widths.
    await page.getByRole('button', { name: 'Phone (390 px)' }).click();
    await page.frameLocator('iframe[title="Preview of the page at 390 px"]').getByText('Shop the ferns').waitFor(WAIT);
    await page.close();
  }, 120_000);

  it('keeps the local work when another tab saved first (409), then saves it over theirs on request', async () => {
    const page = await signIn();
    const path = await openLayout(page);
    const owner = decodeURIComponent(path.replace('/admin/layouts/', ''));
    await block(page, 'Text 1').waitFor(WAIT);
    const version = fake.stored(owner).version;
    fake.saveElsewhere(owner, fake.stored(owner).draft);
    await block(page, 'Button 1').click();
    await page.getByLabel('Button text').fill('Mine, not theirs');
    const alert = page.getByRole('alert').filter({ hasText: 'someone else saved this layout since you opened it' });
    await alert.waitFor(WAIT);
    expect(await page.getByLabel('Button text').inputValue()).toBe('Mine, not theirs');
    expect(fake.stored(owner).version).toBe(version + 1);
    expect(await axeViolations(page)).toEqual([]);
    await alert.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    expect(fake.stored(owner).draft.sections[0]?.blocks[2]?.settings.label).toBe('Mine, not theirs');
    await page.close();
  }, 120_000);

  it('refuses the 61st block with the limit named, and shows a failed load with a retry', async () => {
    const page = await signIn();
    const path = await openLayout(page);
    const owner = decodeURIComponent(path.replace('/admin/layouts/', ''));
    const many = Array.from({ length: 60 }, (_, i) => ({ id: `s${String(i)}`, kind: 'spacer' as const, settings: { height: 'small' }, desktop: { column: 1, row: i + 1, span: 12, rows: 1 } }));
    fake.saveElsewhere(owner, { sections: [{ id: 'full', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks: many }] });
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
    await fake.install(page);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await block(page, 'Spacer 1').waitFor(WAIT);
    await page.close();
  }, 120_000);
});
