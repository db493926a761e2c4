// A refused Publish in the page builder (issue 23), in chromium against the built server: a draft
// saved with two choices still blank (an image block with no image, a form block with no form, far
// down the canvas) is published; the toolbar alert names each block and its issue, the block with
// the first issue is selected and scrolled into view, and its panel shows the server's message
// beside the field (as a refused save does); the other block's panel shows its own. Once the form
// is chosen its message goes. axe finds nothing in each state.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/layout.js';
import type { LayoutView } from '../../domain/layout/layout-api.js';
import { signIn } from '../api/helpers/account.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { panel, status } from './helpers/page-builder.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const HOME_LAYOUT = '/api/admin/layouts/page/page-home';
const WAIT = { timeout: 20_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });

const at = (row: number, rows = 1) => ({ column: 1, span: 12, row, rows });
const layout: Layout = {
  sections: [
    {
      id: 'main', background: { kind: 'none' }, padding: 'medium', theme: 'light',
      blocks: [
        { id: 'words', kind: 'text', settings: { html: '<h2>Fired this week</h2><p>The spring glaze came out greener than planned.</p>' }, desktop: at(1, 4) },
        { id: 'shop', kind: 'button', settings: { label: 'See the bowls', url: '/shop', size: 'large', alignment: 'left' }, desktop: at(5) },
        { id: 'kiln', kind: 'image', variant: 'inline', settings: { mediaId: '', alt: '', focalX: 0.5, focalY: 0.5 }, desktop: at(24, 2) },
        { id: 'ask', kind: 'form', settings: { formId: '' }, desktop: at(27, 2) },
      ],
    },
  ],
};

const frame = (page: Page, id: string): Locator => page.locator(`.pb-canvas .pb-block[data-block-id="${id}"]`);

async function inViewport(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const size = page.viewportSize();
  return box !== null && size !== null && box.y < size.height && box.y + box.height > 0;
}

describe('a refused Publish in the page builder', () => {
  it('names each block in the alert, selects and scrolls to the first, and shows each message beside its field', async () => {
    await addUsers(suite, [OWNER]);
    const account = (await signIn(suite.server.baseUrl, OWNER.email, OWNER.password)).account;
    const stored = (await account.merchant('GET', HOME_LAYOUT)).body as LayoutView;
    // A draft may keep choices blank; publishing may not.
    expect((await account.merchant('PUT', HOME_LAYOUT, { json: { expectedVersion: stored.version, layout } })).status).toBe(200);

    await suite.browser.context.clearCookies();
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 1400, height: 800 });
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/layouts/page/page-home');
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
    await frame(page, 'shop').getByText('See the bowls').waitFor(WAIT);
    expect(await inViewport(page, frame(page, 'kiln'))).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Not published' });
    await alert.waitFor(WAIT);
    const listed = await alert.getByRole('listitem').allTextContents();
    expect(listed).toEqual(['Image block 3 of section 1: Choose an image.', 'Form block 4 of section 1: Choose a form.']);

    // The first issue's block selected, in view, its message beside its field.
    await panel(page).getByRole('heading', { level: 2, name: 'Image 1' }).waitFor(WAIT);
    await expect.poll(() => frame(page, 'kiln').getByRole('button', { name: 'Image 1', exact: true }).getAttribute('aria-pressed'), WAIT).toBe('true');
    await expect.poll(() => inViewport(page, frame(page, 'kiln')), WAIT).toBe(true);
    await expect.poll(() => panel(page).locator('.admin-field-error').allTextContents(), WAIT).toEqual(['Choose an image.']);
    expect(await axeViolations(page)).toEqual([]);

    // The other block's panel shows its own, tied to its field.
    await frame(page, 'ask').getByRole('button', { name: 'Form 1', exact: true }).click();
    await panel(page).getByRole('heading', { level: 2, name: 'Form 1' }).waitFor(WAIT);
    const form = panel(page).getByLabel('Form', { exact: true });
    // (once the forms are loaded)
    await expect.poll(() => panel(page).locator('.admin-field-error').allTextContents(), WAIT).toEqual(['Choose a form.']);
    await expect.poll(() => form.getAttribute('aria-invalid'), WAIT).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    // The toolbar alert still names both.
    expect(await alert.getByRole('listitem').count()).toBe(2);

    // A form chosen: the layout changed, the publish's messages leave the fields.
    const options = await form.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
    expect(options.length).toBeGreaterThan(0);
    await form.selectOption(options[0] ?? '');
    await expect.poll(() => panel(page).locator('.admin-field-error').count(), WAIT).toBe(0);
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 180_000);
});
