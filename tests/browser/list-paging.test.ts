// Lists paged by publish time as the platform pages them (`?offset=<publishOn ms>`), as a visitor
// clicks through them in chromium: the journal (sites/quiet-pages, 3 posts a page) older and newer,
// and the demo store's journal and events (sites/fern-and-finch); `?format=json` gives the template's
// pagination exactly.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, type BrowserSuite } from './helpers/browser-suite.js';

// The journal's posts by publishOn (sites/quiet-pages/content/collections/journal.json).
const FOG = 1770626700000;
const CAMERA = 1765557600000;

async function open(suite: BrowserSuite, path: string): Promise<Page> {
  const page = await suite.browser.newPage();
  const response = await page.goto(suite.server.baseUrl + path);
  expect([path, response?.status()]).toEqual([path, 200]);
  return page;
}

const headings = (page: Page): Promise<string[]> => page.locator('article h2').allInnerTexts();

describe('the journal (quiet-pages), three posts a page', () => {
  const suite = useBrowserSuite({ env: { SITE_DIR: resolve('sites/quiet-pages') }, timeouts: { action: 10_000, navigation: 30_000 } });

  it('goes older page by page to the first post, then newer back to the latest', async () => {
    const page = await open(suite, '/journal');
    const first = await headings(page);
    expect(first).toEqual(['Low tide at six', 'On keeping a notebook', 'Fog on the estuary']);
    await expect(page.getByRole('link', { name: 'Newer posts' }).count()).resolves.toBe(0);

    await page.getByRole('link', { name: 'Older posts' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/journal?offset=${FOG}`);
    expect(await headings(page)).toEqual(['The bakery queue', 'Reading in winter', 'A camera for walking']);

    await page.getByRole('link', { name: 'Older posts' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/journal?offset=${CAMERA}`);
    expect(await headings(page)).toEqual(['Letters I did not send', 'First frost']);
    await expect(page.getByRole('link', { name: 'Older posts' }).count()).resolves.toBe(0);

    await page.getByRole('link', { name: 'Newer posts' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/journal?offset=${FOG}`);
    await page.getByRole('link', { name: 'Newer posts' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/journal`);
    expect(await headings(page)).toEqual(first);
    await page.close();
  });

  it('answers ?format=json with the pagination the list template received', async () => {
    const response = await fetch(`${suite.server.baseUrl}/journal?offset=${FOG}&format=json`);
    const context = (await response.json()) as { items: Array<{ urlId: string; publishOn: number }>; pagination: unknown };
    expect(context.items.map((item) => item.urlId)).toEqual(['the-bakery-queue', 'reading-in-winter', 'a-camera-for-walking']);
    expect(context.items.every((item) => item.publishOn < FOG)).toBe(true);
    expect(context.pagination).toEqual({
      pageSize: 3,
      nextPage: true,
      nextPageOffset: CAMERA,
      nextPageUrl: `/journal?offset=${CAMERA}`,
      prevPage: true,
      prevPageUrl: '/journal',
    });
  });

  it('pages a category by the times of its own posts, newer keeping the category', async () => {
    const page = await open(suite, '/journal?category=Essays&offset=1772220600000');
    expect(await headings(page)).toEqual(['Reading in winter', 'Letters I did not send']);
    await page.getByRole('link', { name: 'Newer posts' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/journal?category=Essays`);
    expect(await headings(page)).toEqual(['On keeping a notebook', 'Reading in winter', 'Letters I did not send']);
    await page.close();
  });
});

describe('the demo store\'s journal and events (fern-and-finch)', () => {
  const suite = useBrowserSuite({ env: { SITE_DIR: resolve('sites/fern-and-finch') }, timeouts: { action: 10_000, navigation: 30_000 } });

  it('shows the posts published before an offset, with a link back to the newest', async () => {
    const page = await open(suite, '/blog?offset=1772384400000');
    const titles = await page.locator('main h2').allInnerTexts();
    expect(titles.join(' | ')).toMatch(/bread/i);
    expect(titles.join(' | ')).not.toMatch(/glaze/i);
    await page.getByRole('link', { name: 'Newer' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/blog`);
    await expect(page.locator('main').innerText()).resolves.toMatch(/glaze/i);
    await page.close();
  });

  it('pages events by publish time too', async () => {
    const page = await open(suite, '/events?offset=1773316800000');
    await expect(page.locator('.event-title').allInnerTexts()).resolves.toEqual(["Spring Makers' Market"]);
    await page.getByRole('link', { name: 'Newer' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/events`);
    await expect(page.locator('.event-title').allInnerTexts()).resolves.toEqual(['Open Studio & Seconds Sale', "Spring Makers' Market"]);
    await page.close();
  });
});
