// The HTTP server's direct path (site/server/direct-page.ts): site pages rendered from the pipeline
// without Astro's page renderer answer what Astro answers for them (DIRECT_PAGES=off, a second
// server on its own copy of the store): status, headers, cookies and bytes; pages with islands
// are handed to Astro with the page resolved once.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt } from './helpers/built-site.js';
import { cookieHeader, rawGet, setCookieValue, type RawResponse } from './helpers/raw-http.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { tempDatabase, type TempDatabase } from './helpers/temp-db.js';

// Both servers name the same public origin (canonical links, Secure cookies, HSTS).
const env = { SITE_URL: 'https://shop.example.test', SITE_STATS: '1' };
let direct: ServerProcess | undefined;
let astro: ServerProcess | undefined;
const dbs: TempDatabase[] = [];

beforeAll(async () => {
  await ensureSiteBuilt();
  dbs.push(await tempDatabase(), await tempDatabase());
  [direct, astro] = await Promise.all([startServer(dbs[0]!.url, env), startServer(dbs[1]!.url, { ...env, DIRECT_PAGES: 'off' })]);
}, 180_000);

afterAll(async () => {
  await Promise.all([direct?.stop(), astro?.stop()]);
  await Promise.all(dbs.map((db) => db.dispose()));
});

/** What differs between two answers by chance: the date, the request id, the visitor's tokens, Astro's island ids. */
const VARYING = new Set(['date', 'x-request-id', 'set-cookie', 'etag', 'content-length', 'connection', 'keep-alive']);

function headersOf(res: RawResponse): Record<string, unknown> {
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => !VARYING.has(name)));
}

function cookieShapes(res: RawResponse): string[] {
  return (res.headers['set-cookie'] ?? []).map((line) => line.replace(/=[0-9a-f]{32};/, '=<token>;'));
}

function bodyOf(res: RawResponse): string {
  const crumb = setCookieValue(res, 'crumb');
  const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body).toString();
  return (crumb ? text.replaceAll(crumb, '<crumb>') : text).replace(/ uid="[^"]*"/g, ' uid');
}

/** Which part of the server answered each request for `path`, from its log lines. */
function answeredBy(server: ServerProcess, path: string): unknown[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line['msg'] === 'request' && line['url'] === path)
    .map((line) => line['via']);
}

async function queries(server: ServerProcess): Promise<number> {
  const stats = (await (await fetch(`${server.baseUrl}/sf-dev/stats`)).json()) as { queries: number };
  return stats.queries;
}

describe('site pages served by the direct path', () => {
  const paths = ['/blog', '/', '/events', '/no-such-page', '/search?q=candle', '/blog?format=json', '/contact', '/shop', '/cart', '/checkout'];

  it.each(paths)('%s: the same status, headers, cookies and page as Astro renders', async (path) => {
    const [ours, theirs] = await Promise.all([rawGet(`${direct!.baseUrl}${path}`), rawGet(`${astro!.baseUrl}${path}`)]);
    expect(ours.status).toBe(theirs.status);
    expect(headersOf(ours)).toEqual(headersOf(theirs));
    expect(cookieShapes(ours)).toEqual(cookieShapes(theirs));
    expect(cookieShapes(ours).every((line) => line.includes('Secure'))).toBe(true);
    expect(ours.headers['strict-transport-security']).toBeDefined();
    expect(bodyOf(ours)).toBe(bodyOf(theirs));
    await expect.poll(() => answeredBy(astro!, path)).toEqual(['astro']);
  });

  it('answers the pages without islands itself and hands the others to Astro', async () => {
    for (const path of ['/blog', '/events', '/no-such-page', '/search?q=candle', '/checkout']) await expect.poll(() => answeredBy(direct!, path)).toEqual(['direct']);
    for (const path of ['/blog?format=json', '/contact', '/shop', '/cart']) await expect.poll(() => answeredBy(direct!, path)).toEqual(['astro']);
  });

  it('puts the visitor\'s own crumb in the page and compresses it on request', async () => {
    const first = await rawGet(`${direct!.baseUrl}/blog`, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    const again = await rawGet(`${direct!.baseUrl}/blog`, { cookie: cookieHeader(first) });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(bodyOf(again)).toBe(bodyOf(first));
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('resolves a page handed to Astro once: the same database work as Astro alone', async () => {
    // The first views warm what each process keeps (content, stock); then one view of a page with islands each.
    for (const server of [direct!, astro!]) await rawGet(`${server.baseUrl}/contact`);
    const before = await Promise.all([queries(direct!), queries(astro!)]);
    const [ours, theirs] = await Promise.all([rawGet(`${direct!.baseUrl}/cart`), rawGet(`${astro!.baseUrl}/cart`)]);
    expect(ours.status).toBe(200);
    expect(theirs.status).toBe(200);
    const after = await Promise.all([queries(direct!), queries(astro!)]);
    expect(after[0] - before[0]).toBe(after[1] - before[1]);
  });
});
