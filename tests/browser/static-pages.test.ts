// The engine's HTML reaches the visitor: the blog page shows the posts of the demo content.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowserSuite, openBrowserSuite } from './helpers/browser-suite.js';
import type { ServerProcess } from '../api/helpers/server-process.js';
import type { TempDatabase } from '../api/helpers/temp-db.js';
import type { Browser } from './helpers/browser.js';

const blog = JSON.parse(readFileSync(new URL('../../fixtures/sites/demo/blog.json', import.meta.url), 'utf8')) as { items: { title: string }[] };

let server: ServerProcess | undefined;
let db: TempDatabase | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  ({ server, db, browser } = await openBrowserSuite());
}, 180_000);

afterAll(() => closeBrowserSuite({ server, db, browser }));

describe('a blog page in a browser', () => {
  it('shows the posts the engine rendered', async () => {
    const page = await browser!.newPage();
    await page.goto(`${server!.baseUrl}/blog`);
    const firstTitle = blog.items[0]!.title;
    await expect(page.locator('.post-title').first().innerText()).resolves.toBe(firstTitle);
    expect(await page.getByRole('link', { name: firstTitle }).isVisible()).toBe(true);
    expect(await page.title()).not.toBe('');
  });
});
