// The media library a page at a time, in chromium against the built server: with 37 files seeded
// through the store (more than a page of 30; several sharing an upload time), the owner's Media
// screen shows the newest 30, "Show more" appends the rest (the focus on the first added) and goes;
// a failed next page says so with Try again and keeps what is shown; a file of the second page is
// deleted and its alt text saved without losing the page; the search by file name finds a few or
// says "No files match …"; the count line says how many of how many ("Showing 30 of 37 files.",
// "3 files match “GLAZE”."); the search and the kind filter stay in the address (a reload and Back
// keep them); another search keeps the files shown, busy, until its own arrive (never the loading
// state); an upload comes first. The page
// builder's image picker pages, searches and is chosen from with the keyboard. axe finds nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block, Layout } from '../../domain/layout/layout.js';
import type { MediaRow } from '../../site/db/media.js';
import { signIn } from '../api/helpers/account.js';
import { wavFile } from '../helpers/audio-files.js';
import { newestFirst, seedMedia, type SeedFile } from '../helpers/seed-media.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { panel, select } from './helpers/page-builder.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const WAIT = { timeout: 20_000 };
const mediaDir = mkdtempSync(join(tmpdir(), 'media-paging-'));
const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', MEDIA_DIR: mediaDir, CONTENT_STATE_TTL_MS: '0' } });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const T = Date.now() - 24 * 60 * 60 * 1000;
const FILES: SeedFile[] = [
  ...Array.from({ length: 32 }, (_, i): SeedFile => ({ name: `kiln-${String(i).padStart(2, '0')}.png`, createdAt: T - Math.floor(i / 4) * 1000 })),
  { name: 'Blue Glaze.png', createdAt: T - 3000 },
  { name: 'glaze-trial.png', createdAt: T - 3000 },
  { name: 'old-glaze.png', createdAt: T - 60_000 },
  { name: 'Kiln Song.wav', createdAt: T - 500, kind: 'audio' },
  { name: 'Kiln Hum.wav', createdAt: T - 90_000, kind: 'audio' },
];

let order: MediaRow[] = [];
beforeAll(async () => {
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c85a28' } }).png().toBuffer();
  const seeded = await suite.db.withStore((store) =>
    seedMedia(store, FILES, { image: { bytes: png, width: 24, height: 16, contentType: 'image/png' }, audio: { bytes: wavFile(0.1), contentType: 'audio/wav' } }, mediaDir),
  );
  order = newestFirst(seeded);
  await addUsers(suite, [OWNER]);
}, 120_000);

const names = (page: Page): Promise<string[]> => page.locator('.admin-media-grid .admin-media-name').allTextContents();
const shown = (rows: readonly MediaRow[]): string[] => rows.map((r) => r.filename);
const showMore = (page: Page) => page.getByRole('button', { name: 'Show more' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search by file name' });
const filterLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name, exact: true });

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${String(width)} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the Media screen a page at a time', () => {
  it('shows the newest 30, shows more, retries a failed page, deletes and edits on the second page, searches, filters and puts an upload first', async () => {
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/media');
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor(WAIT);
    await expect.poll(() => names(page), WAIT).toEqual(shown(order.slice(0, 30)));
    await page.getByRole('status').filter({ hasText: 'Showing 30 of 37 files.' }).waitFor(WAIT);
    await axeAtBothWidths(page);

    // The next page fails once: said with Try again, the 30 files stay.
    const NEXT = /\/api\/admin\/media\?(.*&)?cursor=/;
    await page.route(NEXT, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side.', code: 'internal' }) }));
    await showMore(page).click();
    const failed = page.getByRole('alert').filter({ hasText: 'The next files could not be read. Something went wrong on our side.' });
    await failed.waitFor(WAIT);
    expect(await names(page)).toEqual(shown(order.slice(0, 30)));
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute(NEXT);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => names(page), WAIT).toEqual(shown(order));
    await page.getByRole('status').filter({ hasText: '37 files, all shown.' }).waitFor(WAIT);
    expect(await showMore(page).count()).toBe(0);
    // The focus is on the first file the page added.
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('.admin-media-name')?.textContent ?? ''), WAIT).toBe(order[30]?.filename);

    // Alt text and delete on the second page; the pages shown stay shown.
    const second = order.find((r, i) => i >= 30 && r.kind === 'image') as MediaRow;
    const gone = order.find((r, i) => i >= 30 && r.kind === 'image' && r.id !== second.id) as MediaRow;
    const secondCard = page.locator('.admin-media-grid > li').filter({ hasText: second.filename });
    await secondCard.getByRole('textbox', { name: 'Alt text' }).fill('A tile from the back shelf');
    await secondCard.getByRole('button', { name: 'Save alt text' }).click();
    await secondCard.getByText('Saved.').waitFor(WAIT);
    await page.getByRole('button', { name: `Delete ${gone.filename}` }).click();
    await page.getByRole('dialog', { name: `Delete ${gone.filename}?` }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('status').filter({ hasText: `${gone.filename} was deleted.` }).waitFor(WAIT);
    const left = order.filter((r) => r.id !== gone.id);
    await expect.poll(() => names(page), WAIT).toEqual(shown(left));
    expect(await secondCard.getByRole('textbox', { name: 'Alt text' }).inputValue()).toBe('A tile from the back shelf');

    // The search by file name, any case, kept in the address; nothing found is said.
    const glazes = shown(left.filter((r) => r.filename.toLowerCase().includes('glaze')));
    expect(glazes).toHaveLength(3);
    await search(page).fill('GLAZE');
    await expect.poll(() => names(page), WAIT).toEqual(glazes);
    await page.getByRole('status').filter({ hasText: '3 files match “GLAZE”.' }).waitFor(WAIT);
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('?q=GLAZE');
    // A reload keeps the search, in the box and in the files.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor(WAIT);
    await expect.poll(() => search(page).inputValue(), WAIT).toBe('GLAZE');
    await expect.poll(() => names(page), WAIT).toEqual(glazes);
    await page.getByRole('status').filter({ hasText: '3 files match “GLAZE”.' }).waitFor(WAIT);
    // Another screen, then Back: the search is still there.
    await page.getByRole('link', { name: 'Overview', exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).not.toBe('/admin/media');
    await page.goBack();
    await expect.poll(() => search(page).inputValue(), WAIT).toBe('GLAZE');
    await expect.poll(() => names(page), WAIT).toEqual(glazes);

    // Another search keeps the files shown, busy, until its own arrive: held here until released.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const KILN_SEARCH = /\/api\/admin\/media\?(.*&)?q=kiln-0/;
    await page.route(KILN_SEARCH, async (route) => {
      await held;
      await route.continue();
    });
    const results = page.locator('.admin-media-results');
    await search(page).fill('kiln-0');
    await page.locator('.admin-media-results[aria-busy="true"]').waitFor(WAIT);
    expect(await names(page)).toEqual(glazes);
    expect(await page.getByText('Loading the media library…').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    release();
    const kilns = shown(left.filter((r) => r.filename.startsWith('kiln-0')));
    await expect.poll(() => names(page), WAIT).toEqual(kilns);
    await expect.poll(() => results.getAttribute('aria-busy'), WAIT).toBeNull();
    await page.getByRole('status').filter({ hasText: `${String(kilns.length)} files match “kiln-0”.` }).waitFor(WAIT);
    await page.unroute(KILN_SEARCH);
    expect(new URL(page.url()).search).toBe('?q=kiln-0');

    await search(page).fill('no such pot');
    await page.getByText('No files match “no such pot”.').waitFor(WAIT);
    await axeAtBothWidths(page);
    // Cleared, every file again (read afresh since the reload: its first page).
    await search(page).fill('');
    await expect.poll(() => names(page), WAIT).toEqual(shown(left.slice(0, 30)));
    await page.getByRole('status').filter({ hasText: 'Showing 30 of 36 files.' }).waitFor(WAIT);
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('');

    // The kind filter is in the address, beside the search, which it keeps.
    await filterLink(page, 'Audio').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?kind=audio');
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav', 'Kiln-Hum.wav']);
    await page.getByRole('status').filter({ hasText: '2 files, all shown.' }).waitFor(WAIT);
    await search(page).fill('song');
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav']);
    await page.getByRole('status').filter({ hasText: '1 file matches “song”.' }).waitFor(WAIT);
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('?kind=audio&q=song');
    await page.reload();
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav']);
    expect(await search(page).inputValue()).toBe('song');
    await filterLink(page, 'All').click();
    await expect.poll(() => new URL(page.url()).search, WAIT).toBe('?q=song');
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav']);
    await search(page).fill('');
    await expect.poll(() => names(page), WAIT).toEqual(shown(left.slice(0, 30)));
    await page.getByRole('status').filter({ hasText: 'Showing 30 of 36 files.' }).waitFor(WAIT);

    // An upload comes first.
    const fresh = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#285ac8' } }).png().toBuffer();
    await page.getByLabel('Upload an image or audio file').setInputFiles({ name: 'Fresh Bowl.png', mimeType: 'image/png', buffer: fresh });
    await expect.poll(async () => (await names(page))[0], WAIT).toBe('Fresh-Bowl.png');
    await page.close();
  }, 300_000);
});

describe('the page builder’s image picker a page at a time', () => {
  const CONTACT = '/api/admin/layouts/page/col-contact';
  const image: Block = { id: 'pic', kind: 'image', settings: { mediaId: '', alt: '', focalX: 0.5, focalY: 0.5 }, desktop: { column: 1, span: 6, row: 1, rows: 1 } };
  const layout: Layout = { sections: [{ id: 'intro', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks: [image] }] };

  it('shows more, searches, and is chosen from with the keyboard', async () => {
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const start = (await account.merchant('GET', CONTACT)).body as { version: number };
    expect((await account.merchant('PUT', CONTACT, { json: { expectedVersion: start.version, layout } })).status).toBe(200);
    const images = ((await account.merchant('GET', '/api/admin/media?kind=image&limit=100')).body as { items: { filename: string }[] }).items.map((m) => m.filename);
    expect(images.length).toBeGreaterThan(30);

    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 1400, height: 1000 });
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/layouts/page/col-contact');
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
    const side = await select(page, 'Image 1');
    const radios = side.getByRole('radio');
    const radioNames = () => radios.evaluateAll((els) => els.map((el) => el.closest('label')?.textContent ?? ''));
    await expect.poll(radioNames, WAIT).toEqual(images.slice(0, 30));
    expect(await axeViolations(page)).toEqual([]);

    // Show more with the keyboard: the focus goes to the first image it added.
    await side.getByRole('button', { name: 'Show more' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(radioNames, WAIT).toEqual(images);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? ''), WAIT).toBe(images[30]);
    expect(await side.getByRole('button', { name: 'Show more' }).count()).toBe(0);

    // Search, then choose with the arrows and Space.
    await side.getByRole('searchbox', { name: 'Search by file name' }).fill('glaze');
    const glazes = images.filter((n) => n.toLowerCase().includes('glaze'));
    await expect.poll(radioNames, WAIT).toEqual(glazes);
    await radios.first().focus();
    await page.keyboard.press('Space');
    await expect.poll(() => radios.first().isChecked(), WAIT).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => radios.nth(1).isChecked(), WAIT).toBe(true);
    await side.getByRole('searchbox', { name: 'Search by file name' }).fill('zzz');
    await side.getByText('No files match “zzz”.').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await side.getByRole('searchbox', { name: 'Search by file name' }).fill(glazes[1] ?? '');
    await expect.poll(() => radios.first().isChecked(), WAIT).toBe(true);
    await expect.poll(() => panel(page).getByRole('radio', { checked: true }).count(), WAIT).toBe(1);
    await page.close();
  }, 240_000);
});
