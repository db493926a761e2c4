// The gallery's display settings (issue 23) in chromium against the built server: the owner sets a
// slideshow's caption position (top left), captions on hover, square thumbnails and links opening
// a new tab, a grid's maximum image width, a carousel's alignment and background, in the page builder's panel, which offers each only
// for the designs it applies to; publishes; the public page shows the caption over the image's top
// left corner, hidden until the pointer or the keyboard focus comes (never hidden from screen
// readers, no fade under reduced motion), square thumbnails, image links that open a new tab
// (thumbnails excepted) and grid images no wider than asked; a carousel's current image stops at
// the right, on a transparent background. axe finds nothing in the editor or on the page. A grid's
// maximum width typed out of range, then kept when the block becomes a slideshow (whose panel does
// not offer it), is named by its label and its design in the panel and the save's status, and reset
// to its default from the panel, after which the draft saves.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/layout.js';
import type { LayoutView } from '../../domain/layout/layout-api.js';
import type { TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { canvasBlock, ownerDesk, panel, select, status, uploadPhoto } from './helpers/page-builder.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const HOME_LAYOUT = '/api/admin/layouts/page/page-home';
const WAIT = { timeout: 20_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });
const { ensure, openAdmin, otherTab } = ownerDesk(suite, OWNER);

const at = (row: number) => ({ column: 1, span: 12, row, rows: 1 });

/** A slideshow (its strip in each photo's own shape) and a grid of the same two photos, saved as the home page's draft. */
async function seedDraft(): Promise<void> {
  await ensure();
  const account = await otherTab();
  const kiln = await uploadPhoto(suite.server.baseUrl, account, 'kiln.jpg', { r: 120, g: 150, b: 110 });
  const wheel = await uploadPhoto(suite.server.baseUrl, account, 'wheel.jpg', { r: 150, g: 110, b: 90 });
  const images = [
    { mediaId: kiln, alt: 'The kiln, open', title: 'Kiln day', description: 'Loading the shelves' },
    { mediaId: wheel, alt: 'Clay on the wheel', title: 'Throwing' },
  ];
  const layout: Layout = {
    sections: [
      {
        id: 'main', background: { kind: 'none' }, padding: 'medium', theme: 'light',
        blocks: [
          { id: 'show', kind: 'gallery', variant: 'slideshow', settings: { images, gallery: { design: 'slideshow', thumbnails: true, 'square-thumbs': false } }, desktop: at(1) },
          { id: 'wall', kind: 'gallery', variant: 'grid', settings: { images, gallery: { design: 'grid' } }, desktop: at(2) },
          { id: 'ring', kind: 'gallery', variant: 'carousel', settings: { images, gallery: { design: 'slider' } }, desktop: at(3) },
        ],
      },
    ],
  };
  const stored = (await account.merchant('GET', HOME_LAYOUT)).body as LayoutView;
  expect((await account.merchant('PUT', HOME_LAYOUT, { json: { expectedVersion: stored.version, layout } })).status).toBe(200);
}



const style = (locator: Locator, property: string): Promise<string> => locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe('a page builder gallery’s display settings', () => {
  it('are set in the panel where they apply, published, and shown to visitors', async () => {
    await seedDraft();
    const page = await openAdmin('/admin/layouts/page/page-home');
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
    await canvasBlock(page, 'show').locator('[data-gallery-block]').waitFor(WAIT);

    // The slideshow: caption at the top left, on hover, square thumbnails, links in a new tab.
    let side = await select(page, 'Gallery 1');
    expect(await side.getByLabel('Maximum image width (px)').count()).toBe(0);
    expect(await side.getByLabel('Active image alignment').count()).toBe(0);
    await side.getByLabel('Details position').selectOption('top-left');
    await side.getByLabel('Show details on hover').check();
    expect(await side.getByLabel('Square thumbnails').isChecked()).toBe(false);
    await side.getByLabel('Square thumbnails').check();
    await side.getByLabel('Open links in a new window').check();
    const show = canvasBlock(page, 'show');
    await expect.poll(() => show.locator('.gallery-block-meta-top-left.gallery-block-meta-hover').count(), WAIT).toBe(1);
    await expect.poll(() => show.locator('.gallery-block-thumbnails-square').count(), WAIT).toBe(1);
    await expect.poll(() => show.locator('a.gallery-block-link[target="_blank"]').count(), WAIT).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    // The grid: no caption position there; its images at most 120 px wide.
    side = await select(page, 'Gallery 2');
    expect(await side.getByLabel('Details position').count()).toBe(0);
    expect(await side.getByLabel('Square thumbnails').count()).toBe(0);
    await side.getByLabel('Maximum image width (px)').fill('120');
    await expect.poll(() => canvasBlock(page, 'wall').locator('[data-gallery-block]').getAttribute('style'), WAIT).toContain('--gallery-max-width: 120px');

    // The carousel: its current image stops at the right, on no background of its own.
    side = await select(page, 'Gallery 3');
    expect(await side.getByLabel('Square thumbnails').count()).toBe(0);
    await side.getByLabel('Active image alignment').selectOption('right');
    await side.getByLabel('Transparent background').check();
    await expect.poll(() => canvasBlock(page, 'ring').locator('.gallery-block-align-right.gallery-block-transparent').count(), WAIT).toBe(1);

    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published. Visitors see this layout now.').waitFor(WAIT);
    await page.close();

    const visitor = await suite.browser.newPage();
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await visitor.goto(`${suite.server.baseUrl}/`);
    await hydrated(visitor);
    await visitor.mouse.move(1, 1);
    const slideshow = visitor.locator('[data-block-id="show"]');
    const first = slideshow.locator('.gallery-block-item').first();
    const caption = first.locator('figcaption');
    const image = first.locator('.gallery-block-image');

    // Over the image, at its top left corner.
    const [box, picture] = [await caption.boundingBox(), await image.boundingBox()];
    if (!box || !picture) throw new Error('the caption and its image are laid out');
    expect(box.x - picture.x).toBeGreaterThanOrEqual(0);
    expect(box.x - picture.x).toBeLessThan(20);
    expect(box.y - picture.y).toBeGreaterThanOrEqual(0);
    expect(box.y - picture.y).toBeLessThan(20);
    expect(box.width).toBeLessThan(picture.width / 2);

    // Hidden until hovered or focused, yet always read to screen readers.
    expect(await style(caption, 'opacity')).toBe('0');
    expect(await style(caption, 'transition-duration')).toBe('0.2s');
    expect(await first.locator('figure').ariaSnapshot()).toContain('Kiln day');
    await first.hover();
    await expect.poll(() => style(caption, 'opacity'), WAIT).toBe('1');
    await visitor.mouse.move(1, 1);
    await expect.poll(() => style(caption, 'opacity'), WAIT).toBe('0');
    await slideshow.locator('.gallery-block-link').first().focus();
    await expect.poll(() => style(caption, 'opacity'), WAIT).toBe('1');
    await visitor.emulateMedia({ reducedMotion: 'reduce' });
    expect(await style(caption, 'transition-duration')).toBe('0s');

    // Square thumbnails, though the photos are 3:2.
    const thumb = await slideshow.locator('.gallery-block-thumbnails img').first().boundingBox();
    expect(thumb?.width).toBe(80);
    expect(thumb?.height).toBe(80);
    expect(await style(slideshow.locator('.gallery-block-thumbnails img').first(), 'object-fit')).toBe('cover');

    // Image links open a new tab (said to screen readers); thumbnail links stay on the page.
    const link = slideshow.locator('.gallery-block-link').first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    expect(await link.ariaSnapshot()).toContain('The kiln, open (opens in a new tab)');
    expect(await slideshow.locator('[data-gallery-thumb][target]').count()).toBe(0);
    const href = (await link.getAttribute('href')) ?? '';
    const [opened] = await Promise.all([suite.browser.context.waitForEvent('page', WAIT), link.click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe(href);
    await opened.close();
    expect(new URL(visitor.url()).pathname).toBe('/');

    // The grid's images: no wider than 120 px.
    const cell = await visitor.locator('[data-block-id="wall"] .gallery-block-item').first().boundingBox();
    expect(cell?.width).toBeLessThanOrEqual(120);
    expect(cell?.width).toBeGreaterThan(100);

    // The carousel's first image ends at the right edge of its track; no background behind it,
    // where the slideshow keeps its tinted one.
    const ring = visitor.locator('[data-block-id="ring"]');
    const [track, slide] = [await ring.locator('.gallery-block-track').boundingBox(), await ring.locator('.gallery-block-item').first().boundingBox()];
    if (!track || !slide) throw new Error('the carousel is laid out');
    expect(Math.abs(track.x + track.width - (slide.x + slide.width))).toBeLessThan(2);
    expect(await style(ring.locator('[data-gallery-block]'), 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await style(slideshow.locator('[data-gallery-block]'), 'background-color')).not.toBe('rgba(0, 0, 0, 0)');

    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.close();
  }, 240_000);
  it('names a refused setting the chosen design does not show, with its design, and resets it to its default', async () => {
    await ensure();
    const account = await otherTab();
    const layout: Layout = {
      sections: [{ id: 'main', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks: [{ id: 'tiles', kind: 'gallery', variant: 'grid', settings: { images: [], gallery: { design: 'grid' } }, desktop: at(1) }] }],
    };
    const stored = (await account.merchant('GET', HOME_LAYOUT)).body as LayoutView;
    expect((await account.merchant('PUT', HOME_LAYOUT, { json: { expectedVersion: stored.version, layout } })).status).toBe(200);
    const page = await openAdmin('/admin/layouts/page/page-home');
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
    const side = await select(page, 'Gallery 1');

    // Out of range on the grid: the message stands beside the field.
    await side.getByLabel('Maximum image width (px)').fill('50');
    const WIDTH = 'Maximum image width must be a number from 100 to 300, not 50.';
    await expect.poll(() => side.locator('.admin-field-error').allTextContents(), WAIT).toEqual([WIDTH]);

    // A slideshow has no maximum width: the field goes, the refusal stays, said with the setting's label and design.
    await side.getByLabel('Design', { exact: true }).selectOption('slideshow');
    await expect.poll(() => side.getByLabel('Maximum image width (px)').count(), WAIT).toBe(0);
    const hidden = side.locator('.pb-hidden-setting');
    await expect.poll(() => hidden.locator('.admin-field-error').textContent(), WAIT).toBe(`Maximum image width (px) belongs to the grid design, not to the slideshow chosen now. ${WIDTH}`);
    await expect.poll(() => status(page).textContent(), WAIT).toContain(
      `Gallery block 1 of section 1: ${WIDTH} Maximum image width (px) belongs to the grid design, not to the slideshow chosen now. Select the block to reset it to its default (300).`,
    );
    expect(await status(page).textContent()).not.toContain('settings.gallery');
    const reset = side.getByRole('button', { name: 'Reset Maximum image width (px) to its default (300)' });
    expect(await reset.getAttribute('aria-describedby')).toBe(await hidden.locator('.admin-field-error').getAttribute('id'));
    expect(await axeViolations(page)).toEqual([]);
    const refused = (await account.merchant('GET', HOME_LAYOUT)).body as LayoutView;
    expect(refused.draft.sections[0]?.blocks[0]?.variant).toBe('grid');

    // Reset: the draft saves as a slideshow, with no maximum width kept.
    await reset.click();
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    expect(await side.locator('.pb-hidden-setting').count()).toBe(0);
    expect(await side.locator('.admin-field-error').count()).toBe(0);
    const saved = (await account.merchant('GET', HOME_LAYOUT)).body as LayoutView;
    const tiles = saved.draft.sections[0]?.blocks[0];
    expect(tiles?.variant).toBe('slideshow');
    expect(tiles?.settings['gallery']).toMatchObject({ design: 'slideshow' });
    expect(Object.hasOwn(tiles?.settings['gallery'] as object, 'max-width')).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 240_000);
});
