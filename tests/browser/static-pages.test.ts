// The engine's HTML reaches the visitor: the blog page shows the posts of the demo content.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './helpers/browser-suite.js';

const blog = JSON.parse(readFileSync(new URL('../../sites/fern-and-finch/content/collections/blog.json', import.meta.url), 'utf8')) as { items: { title: string }[] };

const suite = useBrowserSuite();

describe('a blog page in a browser', () => {
  it('shows the posts the engine rendered', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/blog`);
    const firstTitle = blog.items[0]!.title;
    await expect(page.locator('.post-title').first().innerText()).resolves.toBe(firstTitle);
    expect(await page.getByRole('link', { name: firstTitle, exact: true }).isVisible()).toBe(true);
    expect(await page.title()).not.toBe('');
  });
});
