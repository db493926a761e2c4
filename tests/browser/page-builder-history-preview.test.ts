// A kept version of a layout previewed from the page builder's history (issue 23), in chromium
// against the built server: the owner types a text block on the contact page and publishes it,
// types other words and publishes again; the history lists version 1, "Preview version 1" draws it
// in the preview frame (titled as version 1, saying it is not the draft) with the first words and
// not the second, the draft left as it is; "Back to the draft" draws the draft again. axe finds
// nothing in each state.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { ownerDesk, status } from './helpers/page-builder.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const WAIT = { timeout: 20_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });
const { openAdmin } = ownerDesk(suite, OWNER);

const frame = (page: Page) => page.frameLocator('iframe[title^="Preview of the page"]');

async function typeAndPublish(page: Page, words: string): Promise<void> {
  const text = page.getByRole('textbox', { name: 'Text of Text 1' });
  await text.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(words);
  await expect.poll(() => text.textContent(), WAIT).toBe(words);
  await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Published. Visitors see this layout now.').waitFor(WAIT);
}

describe('the page builder history', () => {
  it('previews a kept version in the preview frame, the draft unchanged, and goes back to the draft', async () => {
    const page = await openAdmin('/admin/layouts/page/col-contact');
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
    await page.getByText('This layout is empty.').waitFor(WAIT);
    await page.getByRole('region', { name: 'History' }).getByText('No earlier versions.').waitFor(WAIT);

    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('button', { name: /^Section 1/ }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Add Text', exact: true }).click();
    await typeAndPublish(page, 'Write to the first studio');
    await typeAndPublish(page, 'Write to the second studio');
    expect(await (await fetch(`${suite.server.baseUrl}/contact`)).text()).toContain('Write to the second studio');

    const history = page.getByRole('region', { name: 'History' });
    const first = history.getByRole('listitem').filter({ hasText: 'Version 1,' });
    await first.waitFor(WAIT);
    await frame(page).getByText('Write to the second studio').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);

    await first.getByRole('button', { name: 'Preview version 1' }).click();
    await page.getByRole('heading', { level: 2, name: 'Preview of version 1' }).waitFor(WAIT);
    await page.getByText('Published version 1 as it was kept, not the draft').waitFor(WAIT);
    await page.getByRole('status').filter({ hasText: 'The preview shows published version 1.' }).waitFor(WAIT);
    await frame(page).getByText('Write to the first studio').waitFor(WAIT);
    expect(await frame(page).getByText('Write to the second studio').count()).toBe(0);
    // Previewing changes nothing: the draft still holds the second words.
    expect(await page.getByRole('textbox', { name: 'Text of Text 1' }).textContent()).toBe('Write to the second studio');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back to the draft' }).click();
    await page.getByRole('heading', { level: 2, name: 'Preview', exact: true }).waitFor(WAIT);
    await frame(page).getByText('Write to the second studio').waitFor(WAIT);
    expect(await frame(page).getByText('Write to the first studio').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Preview of version 1' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 240_000);
});
