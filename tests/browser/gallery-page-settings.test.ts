// The gallery page (/gallery) as a visitor sees it after the owner sets the newer gallery settings
// on the Galleries screen (which offers only the settings the chosen design uses): a slideshow's captions over the top right of the image, hidden until the
// image is hovered (show-meta-on-hover), and links that open the image in a new tab and say so
// (newWindow); axe on the page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'gallery page owner password', roles: ['ADMIN'] };

describe('the gallery page with the newer gallery settings', () => {
  const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000' }, timeouts: { action: 10_000, navigation: 30_000 } });

  async function setSlideshow(page: Page): Promise<void> {
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/gallery');
    await page.getByRole('link', { name: 'Gallery', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    // The grid has no caption position, no alignment: the screen does not offer them (domain/gallery/applies.ts).
    await page.getByLabel('Design', { exact: true }).selectOption('grid');
    await expect(page.getByLabel('Details position', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Maximum image width (px)', { exact: true }).count()).resolves.toBe(1);
    await page.getByLabel('Design', { exact: true }).selectOption('slideshow');
    await expect(page.getByLabel('Maximum image width (px)', { exact: true }).count()).resolves.toBe(0);
    await page.getByLabel('Images per row', { exact: true }).fill('3');
    await page.getByLabel('Details position', { exact: true }).selectOption('top-right');
    await page.getByRole('checkbox', { name: /^Show details on hover/ }).check();
    await page.getByRole('checkbox', { name: /^Open links in a new window/ }).check();
    await page.getByRole('button', { name: 'Save gallery' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  }

  it('shows captions over the top right of the image on hover, and opens an image in a new tab', async () => {
    await addUsers(suite, [OWNER]);
    const page = await suite.browser.newPage();
    await setSlideshow(page);

    await page.goto(`${suite.server.baseUrl}/gallery`);
    const item = page.locator('.gallery-item').first();
    const caption = item.locator('figcaption');
    await caption.waitFor({ state: 'attached' });
    // Hidden until hovered (show-meta-on-hover).
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.gallery-item figcaption')!).opacity === '0');
    await item.locator('img.gallery-image').hover();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.gallery-item figcaption')!).opacity === '1');
    // Over the image, at its top right (meta-position).
    const box = await item.locator('img.gallery-image').boundingBox();
    const label = await caption.boundingBox();
    expect(box && label).toBeTruthy();
    if (!box || !label) return;
    expect(label.y - box.y).toBeGreaterThanOrEqual(0);
    expect(label.y - box.y).toBeLessThan(20);
    expect(box.x + box.width - (label.x + label.width)).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width - (label.x + label.width)).toBeLessThan(20);
    expect(label.width).toBeLessThan(box.width);

    // newWindow: the link says it opens a new tab, and does.
    const link = item.getByRole('link', { name: /\(opens in a new tab\)$/ });
    await expect(link.count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toMatch(/^\/gallery\/./);
    expect(new URL(page.url()).pathname).toBe('/gallery');
    await popup.close();
    await page.close();
  });
});
