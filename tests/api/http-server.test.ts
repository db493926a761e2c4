// The project's HTTP server (site/http/) in front of Astro: health, request ids on log lines and
// error replies, compression, ETags, immutable assets, the page cache's fast path, and the
// graceful shutdown.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt } from './helpers/built-site.js';
import { cookieHeader, rawGet, setCookieValue, type RawResponse } from './helpers/raw-http.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { useSuite } from './helpers/suite.js';
import { tempDatabase } from './helpers/temp-db.js';

const suite = useSuite();

const base = (): string => suite.server.baseUrl;

/** The JSON log lines the server printed. */
function logLines(process: ServerProcess): Record<string, unknown>[] {
  return process
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Headers that name one response rather than the page: compared apart. */
const OWN = new Set(['date', 'x-request-id', 'set-cookie', 'etag', 'connection', 'keep-alive']);
const pageHeaders = (res: RawResponse): Record<string, unknown> => Object.fromEntries(Object.entries(res.headers).filter(([name]) => !OWN.has(name)));
/** A Set-Cookie line with its value taken out: name and attributes. */
const cookieShape = (line: string): string => line.replace(/^([^=]+)=[^;]*/, '$1=…');

describe('health', () => {
  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const res = await fetch(`${base()}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('request ids', () => {
  it('echoes a well-formed X-Request-Id and logs one line for the request with it', async () => {
    const res = await fetch(`${base()}/shop`, { headers: { 'x-request-id': 'trace-4711.a' } });
    expect(res.headers.get('x-request-id')).toBe('trace-4711.a');
    await expect.poll(() => logLines(suite.server).find((l) => l['reqId'] === 'trace-4711.a')).toMatchObject({ msg: 'request', method: 'GET', url: '/shop', status: 200 });
  });

  it('replaces a malformed X-Request-Id with its own', async () => {
    const res = await fetch(`${base()}/shop`, { headers: { 'x-request-id': 'not ok <script>' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id in JSON error bodies', async () => {
    const res = await fetch(`${base()}/api/no/such/call`, { headers: { 'x-request-id': 'missing-call-1' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not-found', requestId: 'missing-call-1' });
  });
});

describe('compression', () => {
  it('sends a product page gzip or brotli by Accept-Encoding, decoding to the same page', async () => {
    const first = await rawGet(`${base()}/shop/p/linen-apron`);
    const cookie = cookieHeader(first);
    const plain = await rawGet(`${base()}/shop/p/linen-apron`, { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    const gz = await rawGet(`${base()}/shop/p/linen-apron`, { cookie, 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    const br = await rawGet(`${base()}/shop/p/linen-apron`, { cookie, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
  });

  it('compresses a page rendered afresh (a list page) with brotli when offered first', async () => {
    const cookie = cookieHeader(await rawGet(`${base()}/blog`));
    const plain = await rawGet(`${base()}/blog`, { cookie });
    const br = await rawGet(`${base()}/blog`, { cookie, 'accept-encoding': 'gzip;q=0.5, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
  });
});

describe('ETags', () => {
  it('answers 304 with no body when a visitor asks again for a cached page they have', async () => {
    const first = await rawGet(`${base()}/shop/p/stoneware-bowl`);
    const cookie = cookieHeader(first);
    const again = await rawGet(`${base()}/shop/p/stoneware-bowl`, { cookie });
    const etag = again.headers['etag'];
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    const revalidated = await rawGet(`${base()}/shop/p/stoneware-bowl`, { cookie, 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    // Another visitor's page holds another crumb: the tag does not match theirs.
    const stranger = await rawGet(`${base()}/shop/p/stoneware-bowl`, { 'if-none-match': etag! });
    expect(stranger.status).toBe(200);
  });

  it('serves hashed assets as immutable with an ETag, and 304 for it', async () => {
    const page = (await rawGet(`${base()}/shop/p/stoneware-bowl`)).body.toString();
    const script = /(\/_astro\/[^"']+\.js)/.exec(page)?.[1];
    expect(script).toBeDefined();
    const asset = await rawGet(`${base()}${script!}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const again = await rawGet(`${base()}${script!}`, { 'if-none-match': asset.headers['etag']! });
    expect(again.status).toBe(304);
  });
});

describe('the page cache fast path', () => {
  it('serves a kept page with the same bytes, headers and cookies as the render that kept it, with each visitor their own crumb', async () => {
    const path = '/shop/p/beeswax-candle';
    const rendered = await rawGet(`${base()}${path}`); // first view: rendered by the door (serve-page.ts), then kept
    const kept = await rawGet(`${base()}${path}`); // a new visitor: straight from the cache
    expect(rendered.status).toBe(200);
    expect(kept.status).toBe(200);
    expect(pageHeaders(kept)).toEqual(pageHeaders(rendered));
    expect((kept.headers['set-cookie'] ?? []).map(cookieShape)).toEqual((rendered.headers['set-cookie'] ?? []).map(cookieShape));
    const crumbA = setCookieValue(rendered, 'crumb')!;
    const crumbB = setCookieValue(kept, 'crumb')!;
    expect(crumbA).not.toBe(crumbB);
    expect(setCookieValue(kept, 'sf_visitor')).not.toBe(setCookieValue(rendered, 'sf_visitor'));
    expect(rendered.body.toString()).toContain(crumbA);
    expect(kept.body.toString()).toContain(crumbB);
    expect(kept.body.toString()).not.toContain(crumbA);
    expect(kept.body.toString().replaceAll(crumbB, crumbA)).toBe(rendered.body.toString());
    // The first visitor again: their own page, byte for byte, and no new cookies.
    const returning = await rawGet(`${base()}${path}`, { cookie: cookieHeader(rendered) });
    expect(returning.body.equals(rendered.body)).toBe(true);
    expect(returning.headers['set-cookie']).toBeUndefined();
  });
});

describe('a database that does not answer', () => {
  let broken: ServerProcess | undefined;

  beforeAll(async () => {
    await ensureSiteBuilt();
    // A SQLite file below /dev/null cannot be created.
    broken = await startServer('sqlite:/dev/null/store.db', {}, { ready: async (url) => (await fetch(`${url}/healthz`)).status > 0 });
  }, 180_000);

  afterAll(async () => {
    await broken?.stop();
  });

  it('fails the health check with 503', async () => {
    const res = await fetch(`${broken!.baseUrl}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable' });
  });

  it('answers an API call 500 with the request id, and logs the error with it', async () => {
    const res = await fetch(`${broken!.baseUrl}/api/commerce/shopping-cart`, { headers: { 'x-request-id': 'broken-db-api' } });
    expect(res.status).toBe(500);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'internal-error', requestId: 'broken-db-api' });
    expect(JSON.stringify(body)).not.toMatch(/dev\/null|ENOTDIR|at .*:\d+/);
    await expect.poll(() => logLines(broken!).find((l) => l['reqId'] === 'broken-db-api' && l['level'] === 'error')).toBeDefined();
  });

  it('answers a page 500 with the error page naming the request id', async () => {
    const res = await fetch(`${broken!.baseUrl}/shop`, { headers: { 'x-request-id': 'broken-db-page' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Something went wrong');
    expect(html).toContain('broken-db-page');
  });
});

describe('graceful shutdown', () => {
  it('on SIGTERM stops accepting, lets a request in flight finish, then exits 0', async () => {
    const ownDb = await tempDatabase();
    const own = await startServer(ownDb.url);
    try {
      const arrival = await rawGet(`${own.baseUrl}/api/commerce/shopping-cart`);
      const body = JSON.stringify({ itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 });
      const req = request(`${own.baseUrl}/api/commerce/shopping-cart/entries`, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          cookie: cookieHeader(arrival),
          'x-csrf-token': setCookieValue(arrival, 'crumb')!,
          origin: own.baseUrl,
        },
      });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
      });
      // The headers and half the body go now: the request is in flight when the signal comes.
      req.write(body.slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const exit = own.signal('SIGTERM');
      await expect.poll(() => own.output()).toContain('shutting down');
      // No new connection is accepted (one kept alive from before may still carry a request: sigterm-keepalive.test.ts).
      await expect(rawGet(`${own.baseUrl}/healthz`)).rejects.toThrow();
      req.end(body.slice(10));
      const done = await answer;
      expect(done.status).toBe(200);
      expect(JSON.parse(done.text)).toMatchObject({ newlyAdded: { itemId: 'prod-candle', quantity: 1 } });
      expect(await exit).toBe(0);
      expect(own.output()).toContain('"msg":"stopped"');
      const added = await ownDb.withStore(async (store) => (await store.db.selectFrom('cart_entries').select('product_id').execute()).map((r) => r.product_id));
      expect(added).toEqual(['prod-candle']);
    } finally {
      await own.stop();
      await ownDb.dispose();
    }
  }, 60_000);
});
