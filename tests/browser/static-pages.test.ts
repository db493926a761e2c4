// Pages without islands: the engine's HTML reaches the visitor, and no script is shipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSuite, stopSuite } from '../api/helpers/suite.js';
import type { ServerProcess } from '../api/helpers/server-process.js';
import type { TempDatabase } from '../api/helpers/temp-db.js';
import { launchBrowser, type Browser } from './helpers/browser.js';

let server: ServerProcess | undefined;
let db: TempDatabase | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  ({ server, db } = await startSuite());
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stopSuite(server, db);
});

describe('a blog page in a browser', () => {
  it('shows the posts the engine rendered', async () => {
    const page = await browser!.newPage();
    await page.goto(`${server!.baseUrl}/blog`);
    await expect(page.locator('h1, h2').first().textContent()).resolves.toBeTruthy();
    expect(await page.title()).not.toBe('');
  });
});
