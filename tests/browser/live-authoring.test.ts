// Live authoring: a site folder served in development mode (what `npm run dev` and `templatec
// serve DIR` run). Saving a template, a style or a content file reloads the open page; a template
// error shows in the page as an overlay naming its file, line and column, with status 500, and
// fixing it brings the page back.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
    await page.goto(`${suite.server.baseUrl}/about`, { waitUntil: 'networkidle' });
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
    await page.goto(`${suite.server.baseUrl}/about`, { waitUntil: 'networkidle' });
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
});
