// Degrade, never go dark: a real folder (garberco, copied) with one broken seed file, one seed file
// of the wrong shape and one broken template still serves; only the pages that use the broken
// template answer the error page, and each problem is logged once at start with its file, line
// and column.
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';

let server: ServerProcess | undefined;
let db: TempDatabase | undefined;
let dev: { server: ServerProcess; db: TempDatabase } | undefined;
const site = mkdtempSync(join(tmpdir(), 'garberco-broken-'));

beforeAll(async () => {
  cpSync(resolve('../shared/template-folders/garberco'), site, { recursive: true });
  cpSync(resolve('fixtures/seed-content/garberco'), join(site, 'content'), { recursive: true });
  writeFileSync(join(site, 'content', 'collections', 'journal.json'), '{\n  "collection": { "id": "col-journal", "title": "Journal", "typeName": "blog" },\n  "items": [\n');
  writeFileSync(join(site, 'content', 'pages', 'contact.json'), JSON.stringify({ page: { id: 'page-contact', title: 7 } }, null, 2));
  // The product page's template: a section that is never closed.
  appendFileSync(join(site, 'collections', 'products.item'), '\n{.section item}\n');
  // A block the project lists apply through two other blocks (custom-photo, image-single).
  appendFileSync(join(site, 'blocks', 'video.block'), '\n{title|no-such-formatter}\n');
  ({ server, db } = await startSuite({ SITE_DIR: site }));
  dev = await startSuite({ SITE_DIR: site, SITE_DEV: '1' });
}, 180_000);

afterAll(async () => {
  await stopSuite(server, db);
  await stopSuite(dev?.server, dev?.db);
  rmSync(site, { recursive: true, force: true });
});

const get = async (path: string): Promise<{ status: number; html: string }> => {
  const res = await fetch(server!.baseUrl + path);
  return { status: res.status, html: await res.text() };
};

describe('a folder with a broken seed file and a broken template', () => {
  it.each(['/', '/about', '/shop', '/tide-pools/green-anemone', '/gallery'])('%s still serves', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('nav nav--header');
  });

  it.each(['/shop/p/anemone-print', '/tide-pools', '/net-lofts'])('%s, which uses a broken template or block, answers the error page telling nothing of it', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(500);
    expect(page.html).toContain('Something went wrong');
    expect(page.html).not.toMatch(/products\.item|video\.block|\{\.section|at .*\.m?js:\d+/);
  });

  it('leaves the broken seed files out: their URLs are unknown', async () => {
    expect((await get('/journal')).status).toBe(404);
    expect((await get('/contact')).status).toBe(404);
  });

  it('logged each problem once at start, with its file, line and column', () => {
    const lines = server!.output().split('\n').filter((line) => line.startsWith('[site]'));
    expect(lines).toEqual([
      "[site] template.conf:60:9: warning: stylesheet 'screen.css' is named, but styles/screen.css does not exist; it is left out of /site.css",
      "[site] blocks/video.block:13:8: Unknown formatter 'no-such-formatter'",
      expect.stringMatching(/^\[site\] collections\/products\.item:\d+:1: .*section/i),
      expect.stringMatching(/^\[site\] content\/collections\/journal\.json:4:1: invalid JSON: .* \(the file is left out\)$/),
      '[site] content/pages/contact.json:4:5: page.title: Expected string, received number (the file is left out)',
    ]);
  });
});

describe('the same folder in development mode', () => {
  it('shows the problems that fail no page over the pages that serve, at their file, line and column', async () => {
    const res = await fetch(`${dev!.server.baseUrl}/tide-pools/green-anemone`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const panel = /<aside id="sf-dev-problems"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
    expect(panel).toContain('5 site folder problems (the rest of the site serves)');
    expect(panel).toContain('content/pages/contact.json:4:5: page.title: Expected string, received number (the file is left out)');
    expect(panel).toMatch(/collections\/products\.item:\d+:1: /);
    expect(panel).toContain("template.conf:60:9: warning: stylesheet 'screen.css' is named");
  });

  it('shows the broken template’s page as the overlay naming its file, line and column', async () => {
    const res = await fetch(`${dev!.server.baseUrl}/shop/p/anemone-print`);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toMatch(/<p class="where">collections\/products\.item:\d+:\d+<\/p>/);
  });
});
