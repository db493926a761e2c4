// A cover page as a visitor sees it in chromium (issue 23, "Cover pages and slides"): an owner
// makes a page a cover page in the admin's pages, saves and publishes its slide (a logo at
// top-left, a heading at center, buttons at bottom-center, on a dark colour), and the page is that
// slide alone, with no site layout: at 1280 px the logo sits top-left, the heading centred, the
// buttons centred under it; at 390 px they stack in that order; axe finds nothing at either width.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import type { Slide } from '../../domain/layout/slide.js';
import { signIn, type Account } from '../api/helpers/account.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { SHOPPER_VIEWPORTS } from './helpers/browser.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const suite = useBrowserSuite({ env: { CONTENT_STATE_TTL_MS: '0' } });

async function upload(account: Account): Promise<string> {
  const bytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 230, g: 200, b: 60 } } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
  const cookie = [...account.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${suite.server.baseUrl}/api/admin/media`, { method: 'POST', headers: { cookie, origin: suite.server.baseUrl, 'x-xsrf-token': account.xsrfToken ?? '' }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const slideWith = (logo: string): Slide => ({
  type: 'cover-page',
  background: { kind: 'color', color: '#1f2a44' },
  slices: [
    { id: 'title', name: 'heading', position: 'center', content: { text: 'The spring collection' } },
    { id: 'cta', name: 'buttons', position: 'bottom-center', content: { links: [{ label: 'Shop now', url: '/shop' }, { label: 'Read the journal', url: '/blog' }] } },
    { id: 'logo', name: 'logo', position: 'top-left', content: { mediaId: logo, alt: 'Acme Pottery' } },
  ],
});

const box = async (page: Page, id: string) => {
  const found = await page.locator(`[data-slice-id="${id}"]`).boundingBox();
  if (!found) throw new Error(`slice ${id} is not on the page`);
  return found;
};

describe('a cover page', () => {
  it('is its published slide alone, its positions on a 3×3 grid at 1280 px and stacked at 390 px, with no axe violation', async () => {
    await addUsers(suite, [OWNER]);
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    // The page is made a cover page in the admin's pages.
    const admin = await suite.browser.newPage();
    await signInAs(admin, suite.server.baseUrl, OWNER, '/admin/pages/new');
    await admin.getByLabel('Title').fill('Spring');
    await admin.getByLabel('URL').fill('spring');
    await admin.getByLabel('Cover page').check();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Create page' }).click();
    await admin.waitForURL((url) => /^\/admin\/pages\/page-/.test(url.pathname));
    const pageId = new URL(admin.url()).pathname.split('/').pop() ?? '';
    await expect.poll(() => admin.getByLabel('Cover page').isChecked()).toBe(true);
    await admin.close();
    const path = `/api/admin/slides/page/${pageId}`;
    const saved = await account.merchant('PUT', path, { json: { expectedVersion: 0, slide: slideWith(await upload(account)) } });
    expect(saved.status).toBe(200);
    expect((await account.merchant('POST', `${path}/publish`, { json: { expectedVersion: saved.body.version } })).status).toBe(200);

    for (const viewport of SHOPPER_VIEWPORTS) {
      const page = await suite.browser.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`${suite.server.baseUrl}/spring`);
      await page.getByRole('main').getByRole('heading', { level: 1, name: 'The spring collection' }).waitFor();
      const logo = page.getByRole('img', { name: 'Acme Pottery' });
      await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
      await page.getByRole('link', { name: 'Shop now' }).waitFor();
      await page.getByRole('link', { name: 'Read the journal' }).waitFor();
      // The site's layout is not there: no header navigation, no footer, no islands.
      expect(await page.locator('header, footer, astro-island').count()).toBe(0);
      expect(await page.title()).toContain('Spring');

      const [mark, title, cta] = [await box(page, 'logo'), await box(page, 'title'), await box(page, 'cta')];
      const heading = await page.getByRole('heading', { name: 'The spring collection' }).boundingBox();
      const shop = await page.getByRole('link', { name: 'Shop now' }).boundingBox();
      if (!heading || !shop) throw new Error('heading or button missing');
      expect(title.y).toBeGreaterThan(mark.y + mark.height - 1);
      expect(cta.y).toBeGreaterThan(title.y + title.height - 1);
      if (viewport.name === 'desktop') {
        // The logo in the left third, the heading and the buttons in the middle third, centred.
        const image = await logo.boundingBox();
        if (!image) throw new Error('logo missing');
        expect(image.x + image.width).toBeLessThanOrEqual(viewport.width / 3);
        expect(image.y).toBeLessThan(viewport.height / 4);
        expect(title.x).toBeGreaterThanOrEqual(viewport.width / 3 - 1);
        expect(Math.abs(heading.x + heading.width / 2 - viewport.width / 2)).toBeLessThan(4);
        // The buttons sit at the bottom of the screen.
        expect(cta.y + cta.height).toBeGreaterThan(viewport.height * 0.75);
      } else {
        // On a phone: one column, the full width, in reading order.
        expect(Math.abs(title.width - mark.width)).toBeLessThan(2);
        expect(Math.abs(cta.x - title.x)).toBeLessThan(2);
      }
      expect(shop.x + shop.width).toBeLessThanOrEqual(viewport.width);
      // White text on the dark background.
      expect(await page.locator('body').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }
  }, 120_000);
});
