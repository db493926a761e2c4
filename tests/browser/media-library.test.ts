// The media library's own screen (issue 23), in chromium against the built server: the owner opens
// Media from the admin's menu and sees the empty state, uploads an image and a WAV made in the test
// (a text file named .png is refused with the editor's message), filters by Audio and sees only the WAV
// (the filter is in the address and survives a reload), gives the image its alt text, and deletes
// the image after a confirmation: refused while a layout's draft shows it, listing the page by its
// title and state as a link that opens its page builder; an editor refused the delete of a picture
// a post and a product show gets the post as a link and the product by its title only (the editor
// cannot open Products). A FLAC made in
// the test is kept and its player reads it. axe finds nothing at 1280 and 390 px.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Block, Layout } from '../../domain/layout/layout.js';
import { signIn } from '../api/helpers/account.js';
import { flacFile, wavFile } from '../helpers/audio-files.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const CONTACT = '/api/admin/layouts/page/col-contact';
const imageBlock = (mediaId: string): Block => ({ id: 'pic', kind: 'image', settings: { mediaId, alt: 'A kiln', focalX: 0.5, focalY: 0.5 }, desktop: { column: 1, span: 6, row: 1, rows: 1 } });
const textBlock: Block = { id: 'txt', kind: 'text', settings: { html: '<p>No picture now</p>' }, desktop: { column: 1, span: 6, row: 1, rows: 1 } };
const layoutOf = (blocks: Block[]): Layout => ({ sections: [{ id: 'intro', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks }] });
const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };
const STOCKIST: TestUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };
const EDITOR: TestUser = { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] };
const WAIT = { timeout: 20_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' } });

const cards = (page: Page) => page.locator('.admin-media-grid > li');
const names = (page: Page): Promise<string[]> => page.locator('.admin-media-grid .admin-media-name').allTextContents();
const filterLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name, exact: true });
const upload = (page: Page, name: string, mimeType: string, buffer: Buffer) => page.getByLabel('Upload an image or audio file').setInputFiles({ name, mimeType, buffer });

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${String(width)} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the Media screen', () => {
  it('lists, filters by kind in the address, uploads and deletes after a confirmation', async () => {
    await addUsers(suite, [OWNER]);
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin');
    await page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Media', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/admin/media');
    await page.getByText('The media library is empty.').waitFor(WAIT);
    await axeAtBothWidths(page);

    // A text file named .png is refused in the server's words, and nothing is listed.
    await upload(page, 'notes.png', 'image/png', Buffer.from('just some notes, not a picture'));
    await expect.poll(() => page.locator('.admin-media-upload [role="alert"]').textContent(), WAIT).toBe('The file notes.png does not appear to be a supported file.');
    expect(await cards(page).count()).toBe(0);

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c85a28' } }).png().toBuffer();
    await upload(page, 'Kiln Glow.png', 'image/png', png);
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Glow.png']);
    await upload(page, 'Kiln Song.wav', 'audio/wav', wavFile(0.5));
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav', 'Kiln-Glow.png']);
    const image = cards(page).filter({ hasText: 'Kiln-Glow.png' });
    expect(await image.locator('dl').textContent()).toContain('64 × 48 px');
    expect(await image.locator('img').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const sound = cards(page).filter({ hasText: 'Kiln-Song.wav' });
    expect(await sound.locator('dl').textContent()).toContain('Audio, WAV');
    expect(await sound.getByLabel('Listen to Kiln-Song.wav').count()).toBe(1);
    await axeAtBothWidths(page);

    // The image's alt text, saved and still there after a reload.
    await image.getByRole('textbox', { name: 'Alt text' }).fill('A kiln glowing orange');
    await image.getByRole('button', { name: 'Save alt text' }).click();
    await image.getByText('Saved.').waitFor(WAIT);

    // Audio only: the filter is in the address, and a reload keeps it.
    await filterLink(page, 'Audio').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?kind=audio');
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav']);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor(WAIT);
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav']);
    expect(await filterLink(page, 'Audio').getAttribute('aria-current')).toBe('page');
    await filterLink(page, 'Images').click();
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Glow.png']);
    expect(await cards(page).first().getByRole('textbox', { name: 'Alt text' }).inputValue()).toBe('A kiln glowing orange');
    // Back goes to the audio filter again.
    await page.goBack();
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav']);
    await filterLink(page, 'All').click();
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav', 'Kiln-Glow.png']);

    // Delete the image: Cancel keeps it; while a layout's draft shows it the deletion is refused,
    // naming the layout, as the confirmation says; once the draft no longer shows it, it goes.
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const imageId = ((await account.merchant('GET', '/api/admin/media?kind=image')).body as { items: { id: string }[] }).items[0]?.id ?? '';
    const contact = (await account.merchant('GET', CONTACT)).body as { version: number };
    const shown = await account.merchant('PUT', CONTACT, { json: { expectedVersion: contact.version, layout: layoutOf([imageBlock(imageId)]) } });
    expect(shown.status).toBe(200);

    await cards(page).filter({ hasText: 'Kiln-Glow.png' }).getByRole('button', { name: 'Delete Kiln-Glow.png' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Kiln-Glow.png?' });
    await confirm.waitFor(WAIT);
    expect(await confirm.textContent()).toContain('While a page layout, post, gallery or product still shows it (in a draft or on the site), it is not deleted');
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await names(page)).toEqual(['Kiln-Song.wav', 'Kiln-Glow.png']);
    await cards(page).filter({ hasText: 'Kiln-Glow.png' }).getByRole('button', { name: 'Delete Kiln-Glow.png' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    const refusal = page.locator('main [role="alert"]').filter({ hasText: 'Kiln-Glow.png was not deleted' });
    await refusal.waitFor(WAIT);
    expect(await refusal.getByRole('listitem').allTextContents()).toEqual(['the page “Contact” (draft)']);
    const place = refusal.getByRole('link', { name: 'the page “Contact” (draft)' });
    expect(await place.getAttribute('href')).toBe('/admin/layouts/page/col-contact');
    expect(await names(page)).toEqual(['Kiln-Song.wav', 'Kiln-Glow.png']);
    expect(await axeViolations(page)).toEqual([]);
    // Following the place opens the Contact page's builder, showing the image; Back returns here.
    await place.click();
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
    await expect.poll(() => page.url(), WAIT).toBe(`${suite.server.baseUrl}/admin/layouts/page/col-contact`);
    await page.locator(`img[src*="/media/${imageId}/"]`).first().waitFor(WAIT);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor(WAIT);
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav', 'Kiln-Glow.png']);
    expect((await account.merchant('PUT', CONTACT, { json: { expectedVersion: shown.body.version, layout: layoutOf([textBlock]) } })).status).toBe(200);

    await cards(page).filter({ hasText: 'Kiln-Glow.png' }).getByRole('button', { name: 'Delete Kiln-Glow.png' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Kiln-Glow.png was deleted.' }).waitFor(WAIT);
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav']);
    await page.reload();
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Song.wav']);
    await filterLink(page, 'Images').click();
    await page.getByText('The media library has no images.').waitFor(WAIT);
    await axeAtBothWidths(page);
    await page.close();
  }, 240_000);

  it('keeps a FLAC file, which its player reads', async () => {
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/media');
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor(WAIT);
    await upload(page, 'Kiln Hum.flac', 'audio/flac', flacFile(8));
    const card = cards(page).filter({ hasText: 'Kiln-Hum.flac' });
    await card.waitFor(WAIT);
    expect(await card.locator('dl').textContent()).toContain('Audio, FLAC');
    const player = card.getByLabel('Listen to Kiln-Hum.flac');
    await expect.poll(() => player.evaluate((el) => (el as HTMLAudioElement).readyState), WAIT).toBeGreaterThanOrEqual(1);
    expect(await player.evaluate((el) => (el as HTMLAudioElement).error)).toBeNull();
    expect(await player.evaluate((el) => (el as HTMLAudioElement).duration)).toBeCloseTo((8 * 256) / 8000, 2);
    await page.close();
  }, 120_000);

  it('is read only for a viewer (a failed read offers Try again), and not in the menu of a store manager', async () => {
    await addUsers(suite, [VIEWER, STOCKIST]);
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    // A failed read is said, with Try again.
    const LIST = /\/api\/admin\/media(\?|$)/;
    await page.route(LIST, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side.', code: 'internal' }) }));
    await signInAs(page, suite.server.baseUrl, VIEWER, '/admin/media');
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor(WAIT);
    const alert = page.getByRole('alert').filter({ hasText: 'Unable to load the media library. Something went wrong on our side.' });
    await alert.waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute(LIST);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => names(page), WAIT).toEqual(['Kiln-Hum.flac', 'Kiln-Song.wav']);
    expect(await page.getByLabel('Upload an image or audio file').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await page.close();

    const stock = await suite.browser.newPage();
    await signInAs(stock, suite.server.baseUrl, STOCKIST, '/admin/media');
    await stock.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor(WAIT);
    expect(await stock.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Media', exact: true }).count()).toBe(0);
    await stock.close();
  }, 120_000);

  it('names a place the editor cannot open without a link (a product), and links the ones it can (a post)', async () => {
    await addUsers(suite, [EDITOR]);
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6ea5' } }).png().toBuffer())], { type: 'image/png' }), 'Blue Glaze.png');
    const picture = await account.upload('/api/admin/media', form);
    expect(picture.status).toBe(201);
    const { url } = picture.body as { url: string };
    const journal = (await account.merchant('GET', '/api/admin/content/collections/col-journal')).body as { version: number };
    const post = await account.merchant('POST', '/api/admin/content/collections/col-journal/items', {
      json: { expectedVersion: journal.version, value: { urlId: '', excerpt: 'Blue.', body: '<p>Blue.</p>', tags: [], categories: [], title: 'Blue glazes', assetUrl: url, altText: 'Blue glaze' } },
    });
    expect(post.status).toBe(201);
    const jug = await account.merchant('POST', '/api/admin/store/products', {
      json: {
        product: {
          title: 'Blue Jug', urlId: 'blue-jug', body: '<p>A jug.</p>', excerpt: '', productType: 1, visible: true, options: [],
          variants: [{ sku: 'JUG-BLUE', attributes: {}, price: '30.00', salePrice: '0.00', onSale: false, qtyInStock: 2, unlimited: false, imageUrl: null }],
          subscription: null, additionalFieldsFormId: null, images: [url],
        },
      },
    });
    expect(jug.status).toBe(201);

    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, suite.server.baseUrl, EDITOR, '/admin/media');
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor(WAIT);
    await cards(page).filter({ hasText: 'Blue-Glaze.png' }).getByRole('button', { name: 'Delete Blue-Glaze.png' }).click();
    await page.getByRole('dialog', { name: 'Delete Blue-Glaze.png?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    const refusal = page.locator('main [role="alert"]').filter({ hasText: 'Blue-Glaze.png was not deleted' });
    await refusal.waitFor(WAIT);
    expect(await refusal.getByRole('listitem').allTextContents()).toEqual(['the blog post “Blue glazes”', 'the product “Blue Jug”']);
    expect(await refusal.getByRole('link').allTextContents()).toEqual(['the blog post “Blue glazes”']);
    expect(await refusal.getByRole('link', { name: 'the blog post “Blue glazes”' }).getAttribute('href')).toBe(`/admin/collections/col-journal/${String(post.body.id)}`);
    expect(await refusal.getByRole('listitem').filter({ hasText: 'Blue Jug' }).locator('a').count()).toBe(0);
    expect(await names(page)).toContain('Blue-Glaze.png');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
