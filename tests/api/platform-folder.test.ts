// A template folder written in the platform's own idioms (fixtures/template-folders/platform-base:
// site.region with headers and footers, navigation blocks, a header/footer layout, a blog with its
// .list/.item/.conf, an about page with a query and block fields, .less styles, and system
// collections it does not define) served as it is, with seed content: every page answers without
// a template error.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';

let server: ServerProcess | undefined;
let db: TempDatabase | undefined;

beforeAll(async () => {
  ({ server, db } = await startSuite({ SITE_DIR: resolve('fixtures/template-folders/platform-base') }));
}, 180_000);

afterAll(() => stopSuite(server, db));

const get = async (path: string): Promise<{ status: number; html: string }> => {
  const res = await fetch(server!.baseUrl + path);
  return { status: res.status, html: await res.text() };
};

describe('a platform-style template folder', () => {
  it.each([
    ['/', 200],
    ['/blog', 200],
    ['/blog/oak-stools', 200],
    ['/about', 200],
    ['/search?q=oak', 200],
    ['/no-such-page', 404],
  ])('%s answers %i with the region around its content', async (path, status) => {
    const page = await get(path);
    expect(page.status).toBe(status);
    expect(page.html).toMatch(/^<!doctype html>/i);
    // Its stylesheet is small, so it is inside the page (no render-blocking request).
    expect(page.html).toMatch(/<style data-site-css="[0-9a-f]{12}">[^<]*\{/);
    expect(page.html).toContain('id="sf-tracking"');
  });

  it('renders the navigation block, the query and the block fields the templates ask for', async () => {
    const about = await get('/about');
    expect(about.html).toMatch(/<nav[^>]*>[\s\S]*href="\/blog"/);
    expect(about.html).toContain('data-block-field-id=');
    expect(about.html).toContain('/blog/oak-stools');
  });

  it('compiles its .less styles and serves its scripts and assets', async () => {
    const css = await fetch(`${server!.baseUrl}/site.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).not.toContain('@import');
    expect((await fetch(`${server!.baseUrl}/scripts/site.js`)).status).toBe(200);
  });

  it('logs no template error while serving it', () => {
    expect(server!.output()).not.toMatch(/\[site\]|\[jsont\]/);
  });
});
