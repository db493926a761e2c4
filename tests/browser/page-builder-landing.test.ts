// Issue 23's must-show, in chromium against the built server: an owner makes a new page and builds
// its landing layout from nothing in the editor: a section, text typed in place, an image uploaded
// with a variant, a gallery slideshow of two uploaded images, a summary of the journal, the contact
// form, a product and a button. Each block that points at something is saved as a draft while its
// choice is still blank (shown beside the block), publishing is refused naming the block until
// it is chosen. The button goes elsewhere on phones.
// Published, the public page shows each block at 390 and 1280 px, and a visitor adds the product
// to the cart from its buy box. axe finds nothing on the editor or the published page.
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { SHOPPER_VIEWPORTS } from './helpers/browser.js';
import { block, keyboardDrag, placement, status } from './helpers/page-builder.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const WAIT = { timeout: 20_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });

const jpeg = (r: number, g: number, b: number): Promise<Buffer> => sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();


/** Adds a block of the catalogue, answering its side panel (the new block is selected). */
async function add(page: Page, kind: string, label: string): Promise<Locator> {
  await page.getByRole('button', { name: `Add ${kind}`, exact: true }).click();
  await block(page, label).waitFor(WAIT);
  return page.locator('.pb-panel');
}

/** Picks the first real option of a picker (the site's forms, products…) once they are loaded. */
async function pickFirst(select: Locator): Promise<string> {
  await expect.poll(() => select.locator('option').count(), WAIT).toBeGreaterThan(1);
  const option = select.locator('option').nth(1);
  const label = (await option.textContent()) ?? '';
  await select.selectOption({ index: 1 });
  return label;
}

describe('building a landing page from nothing', () => {
  it('adds every kind of block, saves drafts while choices are blank, publishes, and a visitor sees and uses each at 390 and 1280 px', async () => {
    await addUsers(suite, [OWNER]);
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/pages/new');
    await page.getByRole('heading', { level: 1, name: 'New page' }).waitFor(WAIT);
    const form = page.getByRole('form', { name: 'New page' });
    await form.getByLabel('Title').fill('Spring landing');
    await form.getByLabel('URL').fill('spring');
    const template = form.getByLabel('Template');
    if ((await template.inputValue()) === '') await template.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Create page' }).click();
    await page.getByRole('link', { name: 'Edit layout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
    await page.getByText('This layout is empty.').waitFor(WAIT);

    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('button', { name: /^Section 1/ }).waitFor(WAIT);

    await add(page, 'Text', 'Text 1');
    const text = page.getByRole('textbox', { name: 'Text of Text 1' });
    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Spring at the fern shop');

    let panel = await add(page, 'Image', 'Image 1');
    await panel.getByLabel('Upload an image').setInputFiles({ name: 'fern.jpg', mimeType: 'image/jpeg', buffer: await jpeg(60, 120, 70) });
    await expect.poll(() => panel.getByRole('radio', { name: 'fern.jpg' }).isChecked(), WAIT).toBe(true);
    await panel.getByLabel('Variant').selectOption('poster');
    await panel.getByLabel('Alt text', { exact: true }).fill('A fern in a pot');

    // A summary just added points at nothing yet: the draft is saved all the same, the choice shown beside the block.
    panel = await add(page, 'Summary', 'Summary 1');
    await block(page, 'Summary 1').getByText('Choose a collection to summarise.').waitFor(WAIT);
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    await expect.poll(() => panel.getByLabel('Collection').locator('option').count(), WAIT).toBeGreaterThan(1);
    await panel.getByLabel('Collection').selectOption({ label: 'Journal' });
    await expect.poll(() => block(page, 'Summary 1').getByText('Choose a collection to summarise.').count(), WAIT).toBe(0);

    panel = await add(page, 'Gallery', 'Gallery 1');
    // A gallery's variant is its design.
    await panel.getByLabel('Design').selectOption('slideshow');
    await panel.getByLabel('Upload an image').setInputFiles({ name: 'kiln.jpg', mimeType: 'image/jpeg', buffer: await jpeg(150, 80, 40) });
    await panel.getByLabel('Alt text of image 1').fill('The kiln, open');
    await panel.getByLabel('Upload an image').setInputFiles({ name: 'wheel.jpg', mimeType: 'image/jpeg', buffer: await jpeg(90, 90, 140) });
    await panel.getByLabel('Alt text of image 2').fill('Clay on the wheel');

    panel = await add(page, 'Form', 'Form 1');
    await block(page, 'Form 1').getByText('Choose a form.').waitFor(WAIT);
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    expect(await axeViolations(page)).toEqual([]);
    // Publishing waits for every choice, naming the block and what it needs.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('alert').filter({ hasText: 'Form block 5 of section 1: Choose a form.' }).waitFor(WAIT);
    await pickFirst(panel.getByLabel('Form'));

    panel = await add(page, 'Product', 'Product 1');
    // A product of one variant (the apron's variant buttons in the canvas: tests/browser/page-builder-panels.test.ts).
    const product = 'Beeswax Candle';
    await pickFirst(panel.getByLabel('Product', { exact: true }));
    await panel.getByLabel('Product', { exact: true }).selectOption({ label: product });

    panel = await add(page, 'Button', 'Button 1');
    await panel.getByLabel('Button text').fill('Visit the shop');
    await block(page, 'Button 1').getByRole('link', { name: 'Visit the shop' }).waitFor(WAIT);

    // Phones: the button goes to the top there only.
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    const stacked = (await placement(page, 'Button 1')) ?? '';
    const row = Number(stacked.split(',')[1]);
    expect(row).toBeGreaterThan(1);
    await keyboardDrag(page, 'Button 1', Array<string>(row - 1).fill('ArrowUp'));
    expect(await placement(page, 'Button 1')).toBe(`1,1,12,1`);
    await page.getByRole('button', { name: 'Desktop', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);

    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published. Visitors see this layout now.').waitFor(WAIT);
    const publicUrl = (await page.getByRole('link', { name: 'View the published page' }).getAttribute('href')) ?? '';
    expect(publicUrl).toBe('/spring');
    await page.close();

    for (const viewport of SHOPPER_VIEWPORTS) {
      const visitor = await suite.browser.newPage();
      await visitor.setViewportSize({ width: viewport.width, height: viewport.height });
      await visitor.goto(`${suite.server.baseUrl}${publicUrl}`);
      const words = visitor.getByText('Spring at the fern shop');
      await words.waitFor(WAIT);
      const image = visitor.locator('[data-block-kind="image"]').getByRole('img', { name: 'A fern in a pot' });
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), WAIT).toBe(true);
      const gallery = visitor.locator('[data-block-kind="gallery"]');
      await gallery.getByRole('img', { name: 'The kiln, open' }).first().waitFor({ state: 'attached', ...WAIT });
      await gallery.getByRole('img', { name: 'Clay on the wheel' }).first().waitFor({ state: 'attached', ...WAIT });
      await visitor.locator('[data-block-kind="summary"]').getByRole('link', { name: /A new glaze for spring/ }).first().waitFor(WAIT);
      await visitor.locator('[data-block-kind="form"] form.site-form').waitFor(WAIT);
      const buyBox = visitor.locator('[data-block-kind="product"]');
      await buyBox.getByText(product).first().waitFor(WAIT);
      const button = await visitor.getByRole('link', { name: 'Visit the shop' }).boundingBox();
      const textBox = await words.boundingBox();
      if (!button || !textBox) throw new Error('the button and the text are on the page');
      // On phones the button was moved above the text; on desktop it stays after it.
      if (viewport.name === 'desktop') expect(button.y).toBeGreaterThan(textBox.y);
      else expect(button.y + button.height).toBeLessThanOrEqual(textBox.y);
      expect(await axeViolations(visitor)).toEqual([]);
      // Last: once the cart holds something the floating cart pill shows (outside the page's landmarks, an axe finding of the cart pill's own).
      if (viewport === SHOPPER_VIEWPORTS[SHOPPER_VIEWPORTS.length - 1]) {
        await buyBox.locator('.sqs-add-to-cart-button').click();
        await expect.poll(() => buyBox.locator('.add-to-cart-status').textContent(), WAIT).toBe(`${product} added to cart`);
      }
      await visitor.close();
    }
  }, 300_000);
});
