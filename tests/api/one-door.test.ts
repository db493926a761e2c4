// Every site page through one door (site/http/serve-page.ts): resolved, rendered with its React
// islands on the server, kept by the page cache when it is the same for every visitor, never
// handed to Astro. Which part answered is read from the request log (`via`).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt } from './helpers/built-site.js';
import { cookieHeader, rawGet, setCookieValue, type RawResponse } from './helpers/raw-http.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { tempDatabase, type TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

let server: ServerProcess;
let db: TempDatabase;

beforeAll(async () => {
  await ensureSiteBuilt();
  db = await tempDatabase();
  server = await startServer(db.url, { SITE_URL: 'https://shop.example.test', RATE_LIMIT_WRITES: '1000' });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await db?.dispose();
});

function bodyOf(res: RawResponse): string {
  const crumb = setCookieValue(res, 'crumb');
  const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body).toString();
  return crumb ? text.replaceAll(crumb, '<crumb>') : text;
}

/** Which part of the server answered each request for `path`, from its log lines. */
function answeredBy(path: string): unknown[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line['msg'] === 'request' && line['url'] === path)
    .map((line) => line['via']);
}

const scriptSrc = (res: RawResponse) => (/script-src ([^;]*)/.exec(String(res.headers['content-security-policy'])) ?? [])[1]?.split(' ') ?? [];

describe('one door for every site page', () => {
  const paths = ['/blog', '/', '/events', '/no-such-page', '/search?q=candle', '/blog?format=json', '/contact', '/shop', '/cart', '/checkout', '/shop/p/linen-apron'];

  it.each(paths)('%s is answered by the door, never by Astro', async (path) => {
    const res = await rawGet(`${server.baseUrl}${path}`);
    expect([200, 404]).toContain(res.status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    await expect.poll(() => answeredBy(path).length).toBe(1);
    expect(['page', 'kept']).toContain(answeredBy(path)[0]);
  });

  it('renders a page\'s islands on the server, hydratable by Astro\'s runtime, and trusts the scripts it wrote', async () => {
    const res = await rawGet(`${server.baseUrl}/shop/p/beeswax-candle`);
    const html = bodyOf(res);
    expect(html).toMatch(/<astro-island [^>]*component-url="\/_astro\/Commerce\.[^"]+\.js"[^>]*renderer-url="\/_astro\/client\.[^"]+\.js"[^>]* ssr client="load"/);
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThanOrEqual(2);
    const { createHash } = await import('node:crypto');
    for (const text of inline) expect(scriptSrc(res)).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it('writes no island runtime, and trusts none, on a page without islands for a visitor with an empty cart', async () => {
    const res = await rawGet(`${server.baseUrl}/events`);
    expect(bodyOf(res)).not.toContain('<astro-island');
    const runtime = (await rawGet(`${server.baseUrl}/shop/p/beeswax-candle`)).body.toString().match(/<script>([^]*?customElements[^]*?)<\/script>/)?.[1];
    const { createHash } = await import('node:crypto');
    expect(runtime).toBeDefined();
    expect(scriptSrc(res)).not.toContain(`'sha256-${createHash('sha256').update(runtime!).digest('base64')}'`);
  });

  it('keeps the cart restorable (private, no-cache) and the checkout out of every cache', async () => {
    expect((await rawGet(`${server.baseUrl}/cart`)).headers['cache-control']).toBe('private, no-cache');
    expect((await rawGet(`${server.baseUrl}/checkout`)).headers['cache-control']).toBe('no-store');
  });
});

describe('the page cache keeps every page the same for every visitor', () => {
  it('keeps the blog list: the next visitor is served the kept page with their own crumb', async () => {
    const first = await rawGet(`${server.baseUrl}/blog`);
    const second = await rawGet(`${server.baseUrl}/blog`);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(bodyOf(second)).toBe(bodyOf(first));
    expect(setCookieValue(second, 'crumb')).not.toBe(setCookieValue(first, 'crumb'));
    await expect.poll(() => answeredBy('/blog').filter((via) => via === 'kept').length).toBeGreaterThanOrEqual(1);
    const again = await rawGet(`${server.baseUrl}/blog`, { cookie: cookieHeader(second), 'if-none-match': String(second.headers['etag']) });
    expect(again.status).toBe(304);
  });

  it('shows the cart pill on a kept page only to a visitor whose cart holds something', async () => {
    await rawGet(`${server.baseUrl}/events`);
    const visitor = new Visitor(server.baseUrl);
    await visitor.arrive();
    const cookie = () => [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect(bodyOf(await rawGet(`${server.baseUrl}/events`, { cookie: cookie() }))).not.toContain('CartPill');
    const added = await visitor.add({ itemId: 'prod-candle', quantity: 1 }, { headers: { origin: 'https://shop.example.test' } });
    expect(added.status).toBeLessThan(300);
    expect(bodyOf(await rawGet(`${server.baseUrl}/events`, { cookie: cookie() }))).toContain('CartPill');
    expect(bodyOf(await rawGet(`${server.baseUrl}/events`))).not.toContain('CartPill');
  });

  it('never keeps what a signed-in visitor or a flash message sees', async () => {
    const flashed = await rawGet(`${server.baseUrl}/shop/p/linen-apron`, { cookie: 'sf_add_error=Only%20three%20left%20for%20you' });
    expect(bodyOf(flashed)).toContain('Only three left for you');
    expect(flashed.headers['set-cookie']?.some((line) => line.startsWith('sf_add_error=deleted'))).toBe(true);
    expect(bodyOf(await rawGet(`${server.baseUrl}/shop/p/linen-apron`))).not.toContain('Only three left for you');
  });
});
