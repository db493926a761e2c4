// The owner's content in chromium: a new blog post with its main image uploaded in the item
// editor appears on the blog list with its picture, as the seeded posts do; a scheduled post stays
// off the blog until the test clock passes its date, then appears without a restart; an event's
// start, end and place (with its map link) show on the events page, and one that ends before it
// starts is refused beside the field; an upload that is not an image is refused beside the upload
// with the editor's exact message; leaving the gallery with uploads not yet saved asks first.
// axe on each screen and dialog.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner content password', roles: ['ADMIN'] };
const DAY = 24 * 60 * 60 * 1000;
const clockDir = await mkdtemp(join(tmpdir(), 'owner-content-browser-clock-'));
const clockFile = join(clockDir, 'now');
const start = Date.now();
await writeFile(clockFile, String(start));
afterAll(() => rm(clockDir, { recursive: true, force: true }));

/** A moment as the browser's `datetime-local` input takes it (this machine's time zone, as chromium's). */
const localInput = (ms: number): string => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe("the owner's posts, events and uploads", () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', SITE_TEST_CLOCK_FILE: clockFile }, timeouts: { action: 10_000, navigation: 30_000 } });
  let usersAdded = false;
  const ready = async () => {
    if (!usersAdded) await addUsers(suite, [OWNER]);
    usersAdded = true;
  };
  const url = (path: string) => `${suite.server.baseUrl}${path}`;
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } }).png().toBuffer();

  async function newItem(page: Page, collectionId: string): Promise<void> {
    await signInAs(page, suite.server.baseUrl, OWNER, `/admin/collections/${collectionId}/new`);
    await expect.poll(() => heading(page).innerText()).toBe('New item');
    await page.getByLabel('Title', { exact: true }).waitFor();
  }

  async function create(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Create item' }).click();
    await page.waitForURL((u) => /^\/admin\/collections\/[^/]+\/item-[0-9a-f]+$/.test(u.pathname));
  }

  it('publishes a new post with its main image, shown on the blog list with the picture like the seeded posts', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await newItem(page, 'col-journal');
    await page.getByLabel('Title', { exact: true }).fill('Ash glaze trials');
    await page.getByLabel('Author').fill('Maren Holt');
    await page.getByLabel('Excerpt').fill('Forty tiles and one favourite.');
    await page.getByRole('group', { name: 'Choose from the media library' }).waitFor();
    await page.getByText('The media library is empty: upload an image below.').waitFor();
    await page.getByLabel('Upload an image').setInputFiles({ name: 'ash-tiles.png', mimeType: 'image/png', buffer: await png(1200, 900) });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.getByRole('img', { name: 'Preview of the main image' }).waitFor();
    // The upload comes first in the library's list, chosen.
    await expect.poll(() => page.getByRole('group', { name: 'Choose from the media library' }).getByRole('radio').first().isChecked()).toBe(true);
    await page.getByLabel('Alt text').fill('Glazed test tiles in rows');
    expect(await axeViolations(page)).toEqual([]);
    await create(page);
    await expect(page.getByLabel('Image address').inputValue()).resolves.toMatch(/^\/media\/[0-9a-f]+\/ash-tiles\.png$/);

    await page.goto(url('/blog'));
    const post = page.locator('article#post-ash-glaze-trials');
    await expect(post.getAttribute('class')).resolves.toBe('post-summary post-summary--image');
    const picture = post.locator('img.post-summary-image');
    await expect(picture.getAttribute('srcset')).resolves.toMatch(/\/media\/[0-9a-f]+\/ash-tiles\.png\?format=500w 500w/);
    await expect(picture.getAttribute('width')).resolves.toBe('1200');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const seeded = page.locator('article#post-a-new-glaze img.post-summary-image');
    const box = await picture.boundingBox();
    const seededBox = await seeded.boundingBox();
    expect(box?.width).toBe(seededBox?.width);
    await expect(post.innerText()).resolves.toContain('by Maren Holt');
    expect(await axeViolations(page)).toEqual([]);

    // The post's own page shows the picture with the owner's alt text.
    await page.goto(url('/blog/ash-glaze-trials'));
    await expect(page.locator('img.post-image').getAttribute('alt')).resolves.toBe('Glazed test tiles in rows');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps a scheduled post off the blog until its time passes, then shows it', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await newItem(page, 'col-journal');
    const publishOn = start + 3 * DAY;
    await page.getByLabel('Title', { exact: true }).fill('Midwinter kiln opening');
    await page.getByLabel('Publish date').fill(localInput(publishOn));
    await page.getByText(/^Scheduled: visitors see this post from /).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await create(page);
    await page.getByText('Not on the site yet: it is scheduled (see the publish date below).').waitFor();
    await expect(page.getByRole('link', { name: 'View it on the site' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Back to the collection' }).click();
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'Midwinter kiln opening', exact: true }) });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Scheduled: ');

    const site = await suite.browser.newPage();
    await site.goto(url('/blog'));
    await site.locator('article#post-a-new-glaze').waitFor();
    await expect(site.locator('article#post-midwinter-kiln-opening').count()).resolves.toBe(0);
    expect((await site.goto(url('/blog/midwinter-kiln-opening')))?.status()).toBe(404);

    await writeFile(clockFile, String(publishOn + 60_000));
    await site.goto(url('/blog'));
    await site.locator('article#post-midwinter-kiln-opening').waitFor();
    expect((await site.goto(url('/blog/midwinter-kiln-opening')))?.status()).toBe(200);
    await expect(site.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Midwinter kiln opening');
    await writeFile(clockFile, String(start));
    await site.close();
    await page.close();
  });

  it('shows an event with its start, end and place, and refuses one that ends before it starts', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await newItem(page, 'col-events');
    const begins = new Date(2027, 5, 12, 18, 0).getTime();
    await page.getByLabel('Title', { exact: true }).fill('Raku night');
    await page.getByLabel('Starts').fill(localInput(begins));
    await page.getByLabel('Ends').fill(localInput(begins - 60 * 60 * 1000));
    await page.getByLabel('Place').fill('The kiln yard');
    await page.getByLabel('Address line 1').fill('12 Mill Lane');
    await page.getByLabel('Address line 2').fill('Hudson, NY 12534');
    await page.getByLabel('Country').fill('United States');
    await page.getByLabel('Latitude').fill('42.2529');
    await page.getByRole('button', { name: 'Create item' }).click();
    await page.getByText('The event cannot end before it starts.').waitFor();
    await page.getByText('Enter both the latitude and the longitude, or neither.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Ends').fill(localInput(begins + 3 * 60 * 60 * 1000));
    await page.getByLabel('Longitude').fill('-73.7909');
    await create(page);

    await page.goto(url('/events'));
    const event = page.locator('#event-raku-night');
    await event.waitFor();
    const text = await event.innerText();
    expect(text).toContain('Raku night');
    expect(text).toMatch(/Saturday, June 12, 2027 at \d+:00\s[AP]M\s+to \d+:00\s[AP]M/);
    expect(text).toContain('The kiln yard\n12 Mill Lane\nHudson, NY 12534\nUnited States');
    await expect(event.getByRole('link', { name: 'Map of “Raku night” (OpenStreetMap)' }).getAttribute('href')).resolves.toBe(
      'https://www.openstreetmap.org/?mlat=42.2529&mlon=-73.7909#map=16/42.2529/-73.7909',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('refuses an upload that is not an image with the exact message beside it, in the gallery and the item editor', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/gallery/col-gallery');
    await page.getByLabel('Add images').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are my notes, not a picture') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const refusal = page.locator('.gallery-upload').getByRole('alert');
    await expect.poll(() => refusal.innerText()).toBe('The file notes.png does not appear to be a supported file.');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(url('/admin/collections/col-journal/new'));
    await page.getByLabel('Upload an image').setInputFiles({ name: 'recipe.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4 not really a photo') });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect.poll(() => page.locator('.store-upload').getByRole('alert').innerText()).toBe('The file recipe.jpg does not appear to be a supported file.');
    await expect(page.getByLabel('Image address').inputValue()).resolves.toBe('');
    await page.close();
  });

  it('asks before leaving the gallery with uploaded images not yet saved, and keeps them on Cancel', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/gallery/col-gallery');
    const titles = page.getByLabel('Title', { exact: true });
    await titles.first().waitFor();
    const before = await titles.count();
    await page.getByLabel('Add images').setInputFiles({ name: 'unsaved-bowl.png', mimeType: 'image/png', buffer: await png(640, 480) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('1 image added below.').waitFor();
    expect(await titles.count()).toBe(before + 1);

    // Another screen of the admin: the app asks first.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Overview', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/gallery/col-gallery');
    expect(await titles.count()).toBe(before + 1);
    await expect(titles.last().inputValue()).resolves.toBe('unsaved bowl');

    // The window losing focus and coming back (a refresh of the read) keeps the upload.
    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await expect.poll(() => titles.count()).toBe(before + 1);

    // Leaving the page itself (the site link, a reload): the browser asks.
    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.type());
      void d.dismiss();
    });
    await page.getByRole('link', { name: '/gallery' }).click();
    await expect.poll(() => asked).toEqual(['beforeunload']);
    expect(new URL(page.url()).pathname).toBe('/admin/gallery/col-gallery');
    expect(await titles.count()).toBe(before + 1);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Overview', exact: true }).click();
    await dialog.getByRole('button', { name: 'Leave and lose the changes' }).click();
    await expect.poll(() => heading(page).innerText()).toBe('Overview');
    await page.close();
  });
});
