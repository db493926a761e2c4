// The dynamic blocks' own markup in chromium, before any page holds them: every kind rendered from
// the block fixtures' snapshot into one document, checked by axe at a phone's and a desktop's
// width, and the parts a visitor drives without an island: the slideshow's buttons, thumbnails and
// lightbox, and the video poster that becomes the player only when clicked. (The product block's
// buy box is the library's fragments, which the commerce island takes over: it is checked on a
// published page, tests/browser/page-builder-live.test.ts.)
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLiveBlock } from '../site/features/page-builder/live-block-render.js';
import { axeViolations } from './helpers/axe.js';
import { launchBrowser, SHOPPER_VIEWPORTS, type Browser } from './helpers/browser.js';

const blocks: [string, unknown, string?][] = [
  ['gallery', { images: [{ mediaId: 'm1', alt: 'A kiln', title: 'Kiln' }, { mediaId: 'm2', alt: 'A wheel', title: 'Wheel' }, { mediaId: 'm3', alt: 'A shelf' }], gallery: { controls: true, thumbnails: true, lightbox: true } }, 'slideshow'],
  ['gallery', { images: [{ mediaId: 'm1', alt: 'A kiln' }, { mediaId: 'm2', alt: 'A wheel' }], gallery: {} }, 'grid'],
  ['summary', { collectionId: 'journal', heading: 'Journal', count: 3, show: { title: true, image: true, excerpt: true, price: false, date: true } }, 'wall'],
  ['summary', { collectionId: 'shop', count: 2, show: { title: true, image: true, excerpt: false, price: true, date: false } }, 'carousel'],
  ['form', { formId: 'form-contact' }],
  ['newsletter', { listId: 'form-news', title: 'Studio notes', buttonLabel: 'Sign up' }],
  ['video', { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Throwing a mug' }],
  ['audio', { albumTitle: 'Kiln Sessions', tracks: [{ title: 'Morning', url: '/media/a1/morning.mp3' }] }],
  ['map', { address: 'Great Russell St, London', zoom: 15, location: { lat: 51.5194, lng: -0.127 } }],
  ['chart', { title: 'Mugs sold', labels: ['Winter', 'Spring'], series: [{ name: '2025', values: [10, 30] }] }, 'bar'],
  ['chart', { title: 'Glazes', labels: ['Fern', 'Ash'], series: [{ name: 'Pots', values: [2, 1] }] }, 'pie'],
];

const document = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blocks</title>
<style>.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; } img { max-width: 100%; }</style></head>
<body><main><h1>Every live block</h1>${blocks
  .map(([kind, settings, variant], i) => `<div class="sqs-block ${kind}-block" data-block-kind="${kind}">${renderLiveBlock(kind, settings, { ...(variant ? { variant } : {}), id: `b${String(i + 1)}` }).html}</div>`)
  .join('\n')}</main></body></html>`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser.close());

async function blocksPage(width: number, height: number): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height });
  // Nothing leaves the machine: images and players are refused, as a closed network would.
  await page.route(/^https?:/, (route) => route.abort());
  await page.setContent(document);
  return page;
}

describe('the live blocks in a browser', () => {
  it.each(SHOPPER_VIEWPORTS)('have no axe violations at $name width', async ({ width, height }) => {
    const page = await blocksPage(width, height);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('moves the slideshow with its buttons and thumbnails, and opens an image in the lightbox', async () => {
    const page = await blocksPage(1280, 900);
    const gallery = page.locator('[data-block-kind="gallery"]').first();
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => gallery.locator('[data-gallery-thumb]').nth(1).getAttribute('aria-current')).toBe('true');
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(() => gallery.locator('[data-gallery-thumb]').nth(2).getAttribute('aria-current')).toBe('true');
    await gallery.locator('[data-gallery-thumb]').first().click();
    await expect.poll(() => gallery.locator('[data-gallery-thumb]').first().getAttribute('aria-current')).toBe('true');

    await gallery.locator('.gallery-block-link').nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Enlarged image' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('img').getAttribute('alt')).toBe('A wheel');
    expect(await dialog.locator('.gallery-block-lightbox-title').textContent()).toBe('Wheel');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.close();
  });

  it('loads no player until the visitor clicks the video, then the privacy-minded one in its place', async () => {
    const page = await blocksPage(1280, 900);
    const video = page.locator('[data-block-kind="video"]');
    expect(await page.locator('iframe').count()).toBe(0);
    const poster = video.getByRole('link', { name: 'Play video: Throwing a mug (YouTube)' });
    expect(await poster.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await poster.click();
    const player = video.locator('iframe');
    await expect.poll(() => player.count()).toBe(1);
    expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(await player.getAttribute('title')).toBe('Throwing a mug');
    await page.close();
  });

  it('shows a chart’s numbers as a table to whoever opens it', async () => {
    const page = await blocksPage(390, 844);
    const chart = page.locator('[data-block-kind="chart"]').first();
    expect(await chart.getByRole('img', { name: 'Mugs sold' }).count()).toBe(1);
    await chart.getByText('Data table').click();
    expect(await chart.getByRole('rowheader', { name: 'Spring' }).isVisible()).toBe(true);
    expect(await chart.getByRole('cell', { name: '30' }).isVisible()).toBe(true);
    await page.close();
  });
});
