// The Galleries screen as an owner uses it in chromium: upload an image into the site's gallery
// and see it on the gallery page with its srcset; choose the slideshow design (thumbnails come on)
// and see the slideshow; a grid of three per row; a viewer sees it read-only; axe on both pages.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'gallery owner password', roles: ['ADMIN'] };
const VIEWER: TestUser = { email: 'viewer@shop.test', password: 'gallery viewer password', roles: ['VIEWER'] };

describe('the Galleries screen', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });
  let usersAdded = false;
  const ready = async () => {
    if (!usersAdded) await addUsers(suite, [OWNER, VIEWER]);
    usersAdded = true;
  };

  async function openGallery(page: Page, user: TestUser): Promise<void> {
    await signInAs(page, suite.server.baseUrl, user, '/admin/gallery');
    await page.getByRole('link', { name: 'Gallery', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
  }

  async function save(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Save gallery' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  }

  it('uploads an image that the gallery page then shows with a srcset', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await openGallery(page, OWNER);
    const titles = page.getByLabel('Title', { exact: true });
    const before = await titles.count();
    expect(before).toBe(3);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 120, b: 90 } } }).png().toBuffer();
    await page.getByLabel('Add images').setInputFiles({ name: 'glaze-test.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('1 image added below.').waitFor();
    expect(await titles.count()).toBe(before + 1);
    await titles.last().fill('Glaze test');
    await page.getByLabel('Alt text', { exact: true }).last().fill('A green glazed test tile');
    expect(await axeViolations(page)).toEqual([]);
    await save(page);

    await page.goto(`${suite.server.baseUrl}/gallery`);
    const image = page.getByRole('img', { name: 'A green glazed test tile' }).first();
    await image.waitFor();
    const srcset = (await image.getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(/\/media\/[0-9a-f]+\/glaze-test\.png\?format=300w 300w/);
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByText('Glaze test').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('turns thumbnails on with the slideshow design, and the site shows a slideshow', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await openGallery(page, OWNER);
    const thumbnails = page.getByRole('checkbox', { name: /^Show thumbnails( \(|$)/ });
    expect(await thumbnails.isChecked()).toBe(false);
    await page.getByLabel('Design', { exact: true }).selectOption('slideshow');
    await expect.poll(() => thumbnails.isChecked(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Show controls', { exact: true }).check();
    await save(page);

    await page.goto(`${suite.server.baseUrl}/gallery`);
    await expect(page.locator('.gallery-design-slideshow').count()).resolves.toBe(1);
    const strip = page.getByRole('list', { name: 'Thumbnails' });
    await strip.waitFor();
    await expect(strip.getByRole('link').count()).resolves.toBe(4);
    const track = page.locator('.gallery-track');
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.waitForFunction(() => (document.querySelector('.gallery-track')?.scrollLeft ?? 0) > 0);
    expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('lays the grid out three per row, and refuses an out-of-range setting naming it', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await openGallery(page, OWNER);
    await page.getByLabel('Design', { exact: true }).selectOption('grid');
    await expect(page.getByRole('checkbox', { name: /^Show thumbnails( \(|$)/ }).isChecked()).resolves.toBe(false);
    await page.getByLabel('Images per row', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Save gallery' }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toContain('thumbnails-per-row must be a whole number from 1 to 10');
    await page.getByLabel('Images per row', { exact: true }).fill('3');
    await save(page);

    await page.goto(`${suite.server.baseUrl}/gallery`);
    const columns = await page.locator('.gallery-track').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    await expect(page.locator('.gallery-thumbnails').count()).resolves.toBe(0);
    await page.close();
  });

  it('shows a viewer the gallery read-only', async () => {
    await ready();
    const page = await suite.browser.newPage();
    await openGallery(page, VIEWER);
    await expect(page.getByRole('button', { name: 'Save gallery' }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Add images').count()).resolves.toBe(0);
    await expect(page.getByLabel('Title', { exact: true }).first().isDisabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
