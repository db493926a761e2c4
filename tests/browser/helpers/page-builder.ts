// The page builder editor as a test drives it: its blocks by label, their placement, the save
// status, and a block moved or resized (or a slide's slice reordered) with the keyboard only (one
// key per announcement); the
// owner signed in (in the browser and as another tab would save) and photos uploaded for it.
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, type Account } from '../../api/helpers/account.js';
import { addUsers, signInAs, type TestUser } from './admin.js';
import type { BrowserSuite } from './browser-suite.js';

const WAIT = { timeout: 20_000 };

export const block = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });
export const placement = (page: Page, label: string): Promise<string | null> => block(page, label).getAttribute('data-placement');
export const status = (page: Page) => page.locator('.pb-status').first();
/** A block's server-rendered HTML in the canvas (inside its shadow root; locators pierce it). */
export const canvasBlock = (page: Page, id: string): Locator => page.locator('.pb-canvas').locator(`[data-block-id="${id}"]`);
export const panel = (page: Page): Locator => page.getByRole('complementary', { name: 'Settings' });

/** Selects a block by its label with the mouse and waits for its settings panel. */
export async function select(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await panel(page).getByRole('heading', { level: 2, name: label }).waitFor(WAIT);
  return panel(page);
}

/**
 * Picks up by `handle` with the keyboard (Space), presses the keys one per announcement of the live
 * region `said`, drops (Space); the focus is back on the handle after the drop. Answers what was announced.
 */
async function keyboardCarry(page: Page, handle: Locator, said: Locator, words: { picked: RegExp; dropped: RegExp }, keys: string[]): Promise<string> {
  await handle.focus();
  await expect.poll(() => handle.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(() => said.textContent(), WAIT).toMatch(words.picked);
  // One key at a time, each answered by a new announcement (the sensor listens from a moment after the pick-up).
  for (const key of keys) {
    const before = await said.textContent();
    await expect
      .poll(async () => {
        if ((await said.textContent()) === before) await page.keyboard.press(key);
        return said.textContent();
      }, WAIT)
      .not.toBe(before);
  }
  await page.keyboard.press('Space');
  await expect.poll(() => said.textContent(), WAIT).toMatch(words.dropped);
  await expect.poll(() => handle.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
  return (await said.textContent()) ?? '';
}

/** Picks the block up by its move (or resize) handle with the keyboard, presses the keys, drops it; answers what was announced. */
export function keyboardDrag(page: Page, label: string, keys: string[], mode: 'Move' | 'Resize' = 'Move'): Promise<string> {
  const handle = page.getByRole('button', { name: new RegExp(`^${mode} ${label}\\b`) });
  const picked = new RegExp(`^${mode === 'Move' ? 'Moving' : 'Resizing'} ${label}, now at`);
  return keyboardCarry(page, handle, page.locator('.pb-announcer'), { picked, dropped: new RegExp(`^${label} placed at`) }, keys);
}

/** Picks a slide's slice up by its reorder handle with the keyboard, presses the keys (up, down), drops it; answers what was announced. */
export function keyboardReorder(page: Page, label: string, keys: string[]): Promise<string> {
  const handle = page.getByRole('button', { name: `Reorder ${label}`, exact: true });
  return keyboardCarry(page, handle, page.locator('.sl-announcer'), { picked: new RegExp(`^Picked up ${label},`), dropped: new RegExp(`^${label} dropped:`) }, keys);
}

/** A plain photo of one colour uploaded to the media library by `account`; answers its id. */
export async function uploadPhoto(baseUrl: string, account: Account, name: string, colour: { r: number; g: number; b: number }): Promise<string> {
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).jpeg().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const cookie = [...account.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${baseUrl}/api/admin/media`, { method: 'POST', headers: { cookie, origin: baseUrl, 'x-xsrf-token': account.xsrfToken ?? '' }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The site's owner, added once: signed in on a fresh page at `path`, or as another tab's API session. */
export function ownerDesk(suite: BrowserSuite, owner: TestUser) {
  let added = false;
  const ensure = async (): Promise<void> => {
    if (!added) await addUsers(suite, [owner]);
    added = true;
  };
  return {
    ensure,
    async openAdmin(path: string): Promise<Page> {
      await ensure();
      await suite.browser.context.clearCookies();
      const page = await suite.browser.newPage();
      await signInAs(page, suite.server.baseUrl, owner, path);
      return page;
    },
    /** The owner's API session, as another tab would save. */
    async otherTab(): Promise<Account> {
      return (await signIn(suite.server.baseUrl, owner.email, owner.password)).account;
    },
  };
}

/** Presses the pointer on the handle, moves it by (dx, dy) px in steps, releases it. */
export async function pointerDrag(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  // In the middle of the window: near its edges the canvas scrolls itself while dragging.
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await handle.boundingBox();
  if (!box) throw new Error('the handle is on the page');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}
