// Live authoring: a site folder served in development mode (what `npm run dev` and `templatec
// serve DIR` run). Saving a template, a style or a content file reloads the open page; a template
// error shows in the page as an overlay naming its file, line and column, with status 500, and
// fixing it brings the page back. A change saved before the page's stream connected still reloads it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_RELOAD_PATH } from '../../site/pipeline/live-reload.js';
import { useBrowserSuite } from './helpers/browser-suite.js';

const site = join(mkdtempSync(join(tmpdir(), 'live-site-')), 'quiet-pages');
cpSync(resolve('sites/quiet-pages'), site, { recursive: true });
afterAll(() => rmSync(site, { recursive: true, force: true }));

const suite = useBrowserSuite({ env: { SITE_DIR: site, SITE_DEV: '1' } });
const POLL = { timeout: 15_000 };

const edit = (file: string, change: (text: string) => string): void => {
  const path = join(site, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
};

describe('a site folder in development mode', () => {
  it('reloads the open page when a template, a style or a content file is saved', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/about`);
    edit('pages/about.page', (t) => t.replace('<div class="about">', '<div class="about"><p class="fresh">Written just now</p>'));
    await expect.poll(() => page.locator('.fresh').count(), POLL).toBe(1);
    edit('content/pages/about.json', (t) => t.replace('"title": "About"', '"title": "About this journal"'));
    await expect.poll(() => page.locator('h1').first().innerText(), POLL).toBe('About this journal');
    edit('styles/journal.less', (t) => `${t}\n.fresh { color: rgb(1, 2, 3); }\n`);
    await expect.poll(() => page.locator('.fresh').evaluate((el) => getComputedStyle(el).color), POLL).toBe('rgb(1, 2, 3)');
    await page.close();
  });

  it('shows a template error in the page with its file, line and column and status 500, then the fixed page', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.baseUrl}/about`);
    edit('pages/about.page', (t) => t.replace('{title|html}', '{title|htmll}'));
    await expect.poll(() => page.locator('h1').first().innerText(), POLL).toBe('Template error');
    const overlay = await page.locator('main[role="alert"]').innerText();
    expect(overlay).toContain('pages/about.page:3:');
    expect(overlay).toMatch(/htmll/);
    expect(overlay).toMatch(/> +3 \|/);
    expect((await fetch(`${suite.server.baseUrl}/about`)).status).toBe(500);
    edit('pages/about.page', (t) => t.replace('{title|htmll}', '{title|html}'));
    await expect.poll(() => page.locator('h1').first().innerText(), POLL).not.toBe('Template error');
    expect((await fetch(`${suite.server.baseUrl}/about`)).status).toBe(200);
    await page.close();
  });

  it('reloads a page for a change saved before its live reload stream connected', async () => {
    const page = await suite.browser.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${LIVE_RELOAD_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.server.baseUrl}/about`);
    await page.locator('.late').waitFor({ state: 'detached' });
    edit('pages/about.page', (t) => t.replace('<div class="about">', '<div class="about"><p class="late">Saved while connecting</p>'));
    await expect.poll(async () => (await (await fetch(`${suite.server.baseUrl}/about`)).text()).includes('Saved while connecting'), POLL).toBe(true);
    expect(await page.locator('.late').count()).toBe(0);
    release();
    await expect.poll(() => page.locator('.late').count(), POLL).toBe(1);
    await page.close();
  });
});
