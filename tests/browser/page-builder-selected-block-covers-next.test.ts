// Regression (issue 23): in the page builder's canvas a selected block's content spilled over the
// blocks below it (it was shown whole, above them), so a mouse click on the next block's select
// button landed on the selected block and did not select it; its handle could not be grabbed
// either, and on a one-row block the corner resize handle covered the move handle. Now the selected
// block's rows grow to show its content and push the blocks below down; the resize handle sits in
// the block's bar.
// With the mouse only, at the desktop and the phone arrangement: each block is selected by a click
// on its select button and on its body whatever was selected before, and the block below a tall
// selected one is dragged by its handle to a new row, and a one-row block resized by its own. axe finds nothing in each state.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/layout.js';
import type { LayoutView } from '../../domain/layout/layout-api.js';
import { signIn, type Account } from '../api/helpers/account.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { placement, pointerDrag, status } from './helpers/page-builder.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const HOME_LAYOUT = '/api/admin/layouts/page/page-home';
const WAIT = { timeout: 20_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });

const longText = `<h2>Fired this week</h2>${'<p>The spring glaze came out of the kiln greener than planned, and the bowls sold out by noon.</p>'.repeat(6)}`;
const oneRow = (row: number) => ({ column: 1, span: 12, row, rows: 1 });

// Three one-row blocks stacked: a long text, a summary (tall server HTML), a button.
const layout: Layout = {
  sections: [
    {
      id: 'main', background: { kind: 'none' }, padding: 'medium', theme: 'light',
      blocks: [
        { id: 'words', kind: 'text', settings: { html: longText }, desktop: oneRow(1), phone: oneRow(1) },
        { id: 'digest', kind: 'summary', variant: 'wall', settings: { collectionId: 'col-journal', count: 3, show: { title: true, image: false, excerpt: true, price: true, date: true } }, desktop: oneRow(2), phone: oneRow(2) },
        { id: 'shop', kind: 'button', settings: { label: 'See the bowls', url: '/shop', size: 'large', alignment: 'left' }, desktop: oneRow(3), phone: oneRow(3) },
      ],
    },
  ],
};
const LABELS = ['Text 1', 'Summary 1', 'Button 1'];

let account: Account | undefined;

/** The three blocks saved as the home page's draft, as each test starts. */
async function seedDraft(): Promise<void> {
  if (!account) {
    await addUsers(suite, [OWNER]);
    account = (await signIn(suite.server.baseUrl, OWNER.email, OWNER.password)).account;
  }
  const stored = (await account.merchant('GET', HOME_LAYOUT)).body as LayoutView;
  expect((await account.merchant('PUT', HOME_LAYOUT, { json: { expectedVersion: stored.version, layout } })).status).toBe(200);
}

async function openEditor(): Promise<Page> {
  await seedDraft();
  await suite.browser.context.clearCookies();
  const page = await suite.browser.newPage();
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signInAs(page, suite.server.baseUrl, OWNER, '/admin/layouts/page/page-home');
  await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
  await page.locator('.pb-canvas [data-block-id="digest"]').getByText('Slow bread, fast mornings').first().waitFor(WAIT);
  return page;
}

const frame = (page: Page, label: string): Locator => page.locator('.pb-canvas').getByRole('group', { name: label, exact: true });
const selectButton = (page: Page, label: string): Locator => frame(page, label).getByRole('button', { name: label, exact: true });

/** The id of the canvas block the pointer would hit at the middle of the element (what a click there reaches). */
async function blockUnderMiddleOf(page: Page, target: Locator): Promise<string | undefined> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is on the page');
  return page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-block-id]')?.dataset.blockId,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/** Whether the pointer at the middle of the element reaches the element itself (nothing covers it). */
async function reachable(target: Locator): Promise<boolean> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
}

async function mouseClick(page: Page, target: Locator, at: 'middle' | 'bottom-left' = 'middle'): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is on the page');
  const [x, y] = at === 'middle' ? [box.x + box.width / 2, box.y + box.height / 2] : [box.x + 12, box.y + box.height - 6];
  await page.mouse.click(x, y);
}

const pressed = (page: Page, label: string) => selectButton(page, label).getAttribute('aria-pressed');

/** Each block in turn selected, then every other block clicked by the mouse: it is reached and selected. */
async function everyBlockSelectableByMouse(page: Page): Promise<void> {
  for (const first of LABELS) {
    await mouseClick(page, selectButton(page, first));
    await expect.poll(() => pressed(page, first), WAIT).toBe('true');
    for (const next of LABELS.filter((l) => l !== first)) {
      const id = await frame(page, next).getAttribute('data-block-id');
      expect(await blockUnderMiddleOf(page, selectButton(page, next)), `${next}'s select button under the mouse with ${first} selected`).toBe(id);
      expect(await reachable(selectButton(page, next))).toBe(true);
      await mouseClick(page, selectButton(page, next));
      await expect.poll(() => pressed(page, next), WAIT).toBe('true');
      expect(await pressed(page, first)).toBe('false');
      await mouseClick(page, selectButton(page, first));
      await expect.poll(() => pressed(page, first), WAIT).toBe('true');
    }
  }
  // A click on a block's own body (below its bar) selects it too, with a tall block selected above it.
  await mouseClick(page, selectButton(page, 'Summary 1'));
  await expect.poll(() => pressed(page, 'Summary 1'), WAIT).toBe('true');
  await mouseClick(page, frame(page, 'Button 1'), 'bottom-left');
  await expect.poll(() => pressed(page, 'Button 1'), WAIT).toBe('true');
}

describe('a selected block in the page builder canvas', () => {
  for (const arrangement of ['Desktop', 'Phone'] as const) {
    it(`does not cover the blocks below it: each is selected and dragged by the mouse (${arrangement})`, async () => {
      const page = await openEditor();
      await page.getByRole('button', { name: arrangement, exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: arrangement, exact: true }).getAttribute('aria-pressed'), WAIT).toBe('true');

      await everyBlockSelectableByMouse(page);
      expect(await axeViolations(page)).toEqual([]);

      // The text block selected (its editor shown, taller than its one row), its content is whole
      // and ends above the summary's frame, which now starts below it.
      await mouseClick(page, selectButton(page, 'Text 1'));
      await page.getByRole('textbox', { name: 'Text of Text 1' }).waitFor(WAIT);
      const text = await frame(page, 'Text 1').boundingBox();
      const editor = await page.getByRole('textbox', { name: 'Text of Text 1' }).boundingBox();
      const summary = await frame(page, 'Summary 1').boundingBox();
      if (!text || !editor || !summary) throw new Error('the blocks are on the page');
      expect(editor.y + editor.height).toBeLessThanOrEqual(text.y + text.height + 1);
      expect(summary.y).toBeGreaterThanOrEqual(text.y + text.height);
      expect(await axeViolations(page)).toEqual([]);

      // With the text still selected, the summary below it is dragged down one row by its handle.
      expect(await placement(page, 'Summary 1')).toBe('1,2,12,1');
      const handle = frame(page, 'Summary 1').getByRole('button', { name: /^Move Summary 1\b/ });
      expect(await blockUnderMiddleOf(page, handle)).toBe('digest');
      expect(await reachable(handle)).toBe(true);
      await pointerDrag(page, handle, 0, 96);
      await expect.poll(() => placement(page, 'Summary 1'), WAIT).toBe('1,4,12,1');
      expect(await pressed(page, 'Summary 1')).toBe('true');
      // A one-row block's resize handle no longer covers its move handle: with the summary
      // selected, the text is grown into the freed row by its own resize handle.
      const resize = page.getByRole('button', { name: 'Resize Text 1' });
      expect(await reachable(resize)).toBe(true);
      await pointerDrag(page, resize, 0, 48);
      await expect.poll(() => placement(page, 'Text 1'), WAIT).toBe('1,1,12,2');
      expect(await axeViolations(page)).toEqual([]);
      await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
      await page.close();
    });
  }
});
