// `npm run export` of the journal (a content site): every page and file is written, and a crawl of
// the output from its home page finds no broken internal link: what a plain static host serves.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt } from '../api/helpers/built-site.js';

const out = mkdtempSync(join(tmpdir(), 'site-export-'));
let log = '';

beforeAll(async () => {
  await ensureSiteBuilt();
  const run = spawnSync(process.execPath, ['scripts/export-site.mjs', '--site', 'sites/quiet-pages', '--out', out], { encoding: 'utf8', timeout: 170_000 });
  log = `${run.stdout}${run.stderr}`;
  expect(run.status, log).toBe(0);
}, 180_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The file a static host serves for an internal URL, if there is one. */
function served(url: string): string | undefined {
  const path = decodeURIComponent(new URL(url, 'http://static').pathname);
  const file = join(out, path);
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = join(file, 'index.html');
  return existsSync(index) ? index : undefined;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : []));
}

const LINK = /\b(?:href|src)="([^"]+)"/g;

describe('a static export of the journal', () => {
  it('writes the home page, the journal with its paging and filters, posts, the about page, the gallery, styles and images', () => {
    for (const url of ['/', '/journal/', '/journal/offset-1770626700000/', '/journal/category-Essays/', '/journal/low-tide-at-six/', '/about/', '/gallery/', '/search/', '/assets/images/estuary-fog.svg']) {
      expect([url, served(url) !== undefined]).toEqual([url, true]);
    }
    // The site's small stylesheet is inside every page (site/pipeline/site-assets.ts).
    expect(readFileSync(served('/')!, 'utf8')).toMatch(/<style data-site-css="[0-9a-f]{12}">/);
    expect(readFileSync(served('/journal/low-tide-at-six/')!, 'utf8')).toContain('Low tide at six');
  });

  it('has no broken internal link on any page', () => {
    const broken: string[] = [];
    const pages = htmlFiles(out);
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      for (const [, link] of readFileSync(page, 'utf8').matchAll(LINK)) {
        const url = link!.replaceAll('&amp;', '&');
        if (!url.startsWith('/') || url.startsWith('//')) continue;
        if (served(url.split('#')[0]!) === undefined) broken.push(`${page.slice(out.length)} → ${url}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('links paging by folder, never by a query string a static host would ignore', () => {
    const journal = readFileSync(served('/journal/')!, 'utf8');
    expect(journal).toContain('href="/journal/offset-1770626700000/"');
    expect(journal).not.toMatch(/href="\/journal\?/);
  });
});
