// The page builder editor as a test drives it: its blocks by label, their placement, the save
// status, and a block moved or resized with the keyboard only (one key per announcement).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const WAIT = { timeout: 20_000 };

export const block = (page: Page, label: string): Locator => page.getByRole('group', { name: label, exact: true });
export const placement = (page: Page, label: string): Promise<string | null> => block(page, label).getAttribute('data-placement');
export const status = (page: Page) => page.locator('.pb-status').first();

/** Picks the block up by its move (or resize) handle with the keyboard, presses the keys, drops it; answers what was announced. */
export async function keyboardDrag(page: Page, label: string, keys: string[], mode: 'Move' | 'Resize' = 'Move'): Promise<string> {
  const handle = page.getByRole('button', { name: new RegExp(`^${mode} ${label}\\b`) });
  await handle.focus();
  await expect.poll(() => handle.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
  await page.keyboard.press('Space');
  await page.getByText(`${mode === 'Move' ? 'Moving' : 'Resizing'} ${label}, now at`).waitFor({ state: 'attached', ...WAIT });
  const said = page.locator('.pb-announcer');
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
  await expect.poll(() => said.textContent(), WAIT).toMatch(new RegExp(`^${label} placed at`));
  // The sensor gives the focus back to the handle after the drop.
  await expect.poll(() => handle.evaluate((el) => el === document.activeElement), WAIT).toBe(true);
  return (await said.textContent()) ?? '';
}
