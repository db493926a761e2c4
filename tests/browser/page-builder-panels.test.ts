// The side panel of the page builder's dynamic blocks (issue 23), in chromium against the built
// server: an owner edits a summary's design, count, tag filter and switches, an album's tracks
// (added, typed, moved, removed), a chart's kind and dataset (a cell changed, a row added) and a
// gallery's settings of seed 001 (images per row, aspect ratio, lightbox); each change shows in the
// canvas (the server's rendering), and once published on the public page. A bad value in each
// panel (a tag too long, an audio file that is not audio, a blank chart cell, an autoplay
// duration out of range) shows the server's message beside its field and the stored draft keeps
// what it had. axe finds nothing in the editor with a product block (its variant radios) in the
// canvas.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/layout.js';
import type { LayoutView } from '../../domain/layout/layout-api.js';
import { signIn, type Account } from '../api/helpers/account.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { canvasBlock, panel, select, status, uploadPhoto } from './helpers/page-builder.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const HOME_LAYOUT = '/api/admin/layouts/page/page-home';
const WAIT = { timeout: 20_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });

const upload = (account: Account, name: string, colour: { r: number; g: number; b: number }): Promise<string> => uploadPhoto(suite.server.baseUrl, account, name, colour);

const at = (row: number) => ({ column: 1, span: 12, row, rows: 1 });

function startLayout(kiln: string, wheel: string): Layout {
  return {
    sections: [
      {
        id: 'main', background: { kind: 'none' }, padding: 'medium', theme: 'light',
        blocks: [
          { id: 'digest', kind: 'summary', variant: 'wall', settings: { collectionId: 'col-journal', count: 3, show: { title: true, image: false, excerpt: true, price: true, date: true } }, desktop: at(1) },
          { id: 'album', kind: 'audio', settings: { albumTitle: 'Kiln Sessions', tracks: [{ title: 'Morning', url: '/assets/audio/morning.mp3' }, { title: 'Noon', url: '/assets/audio/noon.mp3' }] }, desktop: at(2) },
          { id: 'sales', kind: 'chart', variant: 'bar', settings: { title: 'Mugs sold', labels: ['Winter', 'Spring'], series: [{ name: '2025', values: [10, 30] }] }, desktop: at(3) },
          { id: 'photos', kind: 'gallery', variant: 'grid', settings: { images: [{ mediaId: kiln, alt: 'The kiln, open' }, { mediaId: wheel, alt: 'Clay on the wheel' }], gallery: { design: 'grid' } }, desktop: at(4) },
          { id: 'apron', kind: 'product', settings: { productId: 'prod-apron', showImage: false, showExcerpt: false }, desktop: at(5) },
        ],
      },
    ],
  };
}

let account: Account | undefined;

/** The layout saved as the home page's draft through the calls (as another tab would have). */
async function seedDraft(): Promise<Account> {
  if (!account) {
    await addUsers(suite, [OWNER]);
    account = (await signIn(suite.server.baseUrl, OWNER.email, OWNER.password)).account;
    const layout = startLayout(await upload(account, 'kiln.jpg', { r: 120, g: 150, b: 110 }), await upload(account, 'wheel.jpg', { r: 150, g: 110, b: 90 }));
    const stored = (await account.merchant('GET', HOME_LAYOUT)).body as LayoutView;
    const saved = await account.merchant('PUT', HOME_LAYOUT, { json: { expectedVersion: stored.version, layout } });
    expect(saved.status).toBe(200);
  }
  return account;
}

async function openEditor(): Promise<Page> {
  await suite.browser.context.clearCookies();
  const page = await suite.browser.newPage();
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signInAs(page, suite.server.baseUrl, OWNER, '/admin/layouts/page/page-home');
  await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
  await canvasBlock(page, 'apron').getByRole('heading', { name: 'Linen Apron' }).waitFor(WAIT);
  return page;
}



const saved = (page: Page) => expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');

describe('the page builder’s side panel of the dynamic blocks', () => {
  it('edits a summary, an album, a chart and a gallery; each shows in the canvas, then on the published page', async () => {
    await seedDraft();
    const page = await openEditor();
    // axe in the editor with a product block (its variant radios) in the canvas.
    expect(await canvasBlock(page, 'apron').locator('input.variant-radiobtn').count()).toBeGreaterThan(0);
    // No island runs in the canvas: the radios' labels are plain labels from the server (axe refused role="button" on a <label>).
    expect(await canvasBlock(page, 'apron').locator('label[for^="variant-option-"]').count()).toBeGreaterThan(0);
    expect(await canvasBlock(page, 'apron').locator('label[role], label[tabindex]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The summary: design, count, a tag filter, the excerpt switched off.
    let side = await select(page, 'Summary 1');
    await side.getByLabel('Design').selectOption('list');
    await side.getByLabel('Which items').selectOption('tag');
    await side.getByLabel('Tag', { exact: true }).fill('recipes');
    await side.getByLabel('Show excerpt').uncheck();
    await side.getByLabel('Items shown', { exact: true }).fill('2');
    const digest = canvasBlock(page, 'digest');
    await expect.poll(() => digest.locator('.summary-block-title').allTextContents(), WAIT).toEqual(['Slow bread, fast mornings']);
    await expect.poll(() => digest.locator('section.summary-block-list').count(), WAIT).toBe(1);
    expect(await digest.locator('.summary-block-excerpt').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The album: a track added and typed, moved to the top, another removed.
    side = await select(page, 'Audio 1');
    await side.getByRole('button', { name: 'Add a track' }).click();
    await side.getByLabel('Title of track 3').fill('Evening');
    await side.getByLabel('Artist of track 3 (optional)').fill('The Kiln Band');
    await side.getByLabel('File of track 3').fill('/assets/audio/evening.ogg');
    await side.getByRole('button', { name: 'Move track 3 up' }).click();
    await side.getByRole('button', { name: 'Move track 2 up' }).click();
    await side.getByRole('button', { name: 'Remove track 3' }).click();
    const album = canvasBlock(page, 'album');
    await expect.poll(() => album.locator('.audio-block-track-title').allTextContents(), WAIT).toEqual(['Evening', 'Morning']);
    expect(await album.locator('.audio-block-track-artist').first().textContent()).toBe('The Kiln Band');
    expect(await axeViolations(page)).toEqual([]);

    // The chart: drawn as lines, a value changed, a row added.
    side = await select(page, 'Chart 1');
    await side.getByLabel('Chart kind').selectOption('line');
    await side.getByLabel('Row 2 (Spring), column 1 (2025)').fill('35');
    await side.getByRole('button', { name: 'Add a row' }).click();
    await side.getByLabel('Label of row 3').fill('Summer');
    await side.getByLabel('Row 3 (Summer), column 1 (2025)').fill('50');
    const sales = canvasBlock(page, 'sales');
    await expect.poll(() => sales.locator('tbody th').allTextContents(), WAIT).toEqual(['Winter', 'Spring', 'Summer']);
    expect(await sales.locator('tbody td').allTextContents()).toEqual(['10', '35', '50']);
    expect(await sales.locator('figure.chart-block-line polyline').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The gallery: three per row, widescreen, opened in a lightbox.
    side = await select(page, 'Gallery 1');
    await side.getByLabel('Images per row').fill('3');
    await side.getByLabel('Aspect ratio').selectOption('widescreen');
    await side.getByLabel('Open images in a lightbox').check();
    // Grid never autoplays: the switch says so and cannot be turned on.
    await expect.poll(() => side.getByLabel('Autoplay', { exact: true }).isDisabled(), WAIT).toBe(true);
    const photos = canvasBlock(page, 'photos');
    await expect.poll(() => photos.locator('[data-gallery-block]').getAttribute('style'), WAIT).toContain('--gallery-columns: 3;');
    await expect.poll(() => photos.locator('.gallery-block-ratio-widescreen[data-lightbox]').count(), WAIT).toBe(1);

    await saved(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published. Visitors see this layout now.').waitFor(WAIT);

    const visitor = await suite.browser.newPage();
    await visitor.goto(`${suite.server.baseUrl}/`);
    await hydrated(visitor);
    const pub = (id: string) => visitor.locator(`[data-block-id="${id}"]`);
    expect(await pub('digest').locator('.summary-block-title').allTextContents()).toEqual(['Slow bread, fast mornings']);
    expect(await pub('digest').locator('section.summary-block-list').count()).toBe(1);
    expect(await pub('album').locator('.audio-block-track-title').allTextContents()).toEqual(['Evening', 'Morning']);
    expect(await pub('sales').locator('tbody th').allTextContents()).toEqual(['Winter', 'Spring', 'Summer']);
    expect(await pub('photos').locator('[data-gallery-block]').getAttribute('style')).toContain('--gallery-columns: 3;');
    expect(await pub('photos').locator('.gallery-block-ratio-widescreen[data-lightbox]').count()).toBe(1);
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.close();
    await page.close();
  }, 240_000);

  it('shows the server’s message beside each bad value, and the stored draft keeps what it had', async () => {
    const owner = await seedDraft();
    const page = await openEditor();

    let side = await select(page, 'Summary 1');
    await side.getByLabel('Which items').selectOption('category');
    await side.getByLabel('Category', { exact: true }).fill('A category name far too long for it');
    await expect.poll(() => side.locator('.admin-field-error').allTextContents(), WAIT).toEqual(['The category may be at most 25 characters.']);
    expect(await side.getByLabel('Category', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // From here on every save is refused: what is stored now must stay.
    const before = (await owner.merchant('GET', HOME_LAYOUT)).body as LayoutView;

    side = await select(page, 'Audio 1');
    await side.getByLabel('File of track 1').fill('/assets/audio/morning.txt');
    await expect.poll(() => side.locator('.admin-field-error').allTextContents(), WAIT).toEqual(['The audio file must be an MP3, M4A, AAC, OGG, Opus, WAV or FLAC file.']);

    side = await select(page, 'Chart 1');
    await side.getByLabel('Row 1 (Winter), column 1 (2025)').fill('');
    await expect.poll(() => side.locator('.admin-field-error').allTextContents(), WAIT).toEqual(['One or more rows was missing data.']);

    side = await select(page, 'Gallery 1');
    await side.getByLabel('Autoplay duration (seconds)').fill('11');
    await expect.poll(() => side.locator('.admin-field-error').allTextContents(), WAIT).toEqual(['Autoplay duration must be a number from 1 to 10, not 11.']);
    expect(await side.getByLabel('Autoplay duration (seconds)').inputValue()).toBe('11');

    expect(await axeViolations(page)).toEqual([]);
    // Refused: the draft stored before is still the one stored, and the summary of the issues names each block.
    await expect.poll(() => status(page).textContent(), WAIT).toContain('Not saved');
    expect(await status(page).textContent()).toContain('Gallery block 4 of section 1: Autoplay duration must be a number from 1 to 10, not 11.');
    const after = (await owner.merchant('GET', HOME_LAYOUT)).body as LayoutView;
    expect(after.version).toBe(before.version);
    expect(after.draft).toEqual(before.draft);

    // Put right, the draft saves and the messages go.
    await side.getByLabel('Autoplay duration (seconds)').fill('4');
    side = await select(page, 'Chart 1');
    await side.getByLabel('Row 1 (Winter), column 1 (2025)').fill('12');
    side = await select(page, 'Audio 1');
    await side.getByLabel('File of track 1').fill('/assets/audio/morning.mp3');
    side = await select(page, 'Summary 1');
    await side.getByLabel('Category', { exact: true }).fill('Kitchen');
    await saved(page);
    expect(await side.locator('.admin-field-error').count()).toBe(0);
    const stored = (await owner.merchant('GET', HOME_LAYOUT)).body as LayoutView;
    const settingsOf = (id: string) => stored.draft.sections[0]?.blocks.find((b) => b.id === id)?.settings;
    expect(settingsOf('digest')?.['filter']).toEqual({ by: 'category', value: 'Kitchen' });
    expect((settingsOf('photos')?.['gallery'] as Record<string, unknown>)['autoplay-duration']).toBe(4);
    await page.close();
  }, 240_000);
});
