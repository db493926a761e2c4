// Cross-origin API calls from a static export's host (CORS_ORIGINS): the listed origin's preflight
// is answered and its calls are readable with the visitor's cookies and carry the crumb; the crumb
// is still required of it; its no-script add form (which carries no crumb) is taken and answered
// with the shop's own cart page; any other origin gets no CORS headers and its changes are refused
// with nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Visitor } from './helpers/visitor.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { startSuite, stopSuite } from './helpers/suite.js';

const STATIC = 'https://www.shop.test';
const OTHER = 'https://evil.test';
const CANDLE = { itemId: 'prod-candle', quantity: 1 };

let db: TempDatabase;
let server: ServerProcess;
beforeAll(async () => {
  ({ db, server } = await startSuite({ CORS_ORIGINS: ` ${STATIC}/ , https://static.shop.test:8443`, RATE_LIMIT_WRITES: '1000' }));
}, 180_000);
afterAll(() => stopSuite(server, db));

describe('a call from a listed origin', () => {
  it('gets its preflight answered with the methods and headers the islands send', async () => {
    const visitor = new Visitor(server.baseUrl);
    const answer = await visitor.call('OPTIONS', '/api/commerce/shopping-cart/entries', {
      headers: { origin: STATIC, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-csrf-token' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(STATIC);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-csrf-token');
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  it('reads the cart with the visitor\'s cookies and learns the crumb from X-CSRF-Token', async () => {
    const visitor = new Visitor(server.baseUrl);
    const answer = await visitor.call('GET', '/api/commerce/shopping-cart', { headers: { origin: STATIC } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(STATIC);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-expose-headers')).toContain('X-CSRF-Token');
    expect(answer.headers.get('x-csrf-token')).toBe(visitor.crumb);
  });

  it('adds to the cart with the crumb it was given', async () => {
    const visitor = new Visitor(server.baseUrl);
    const first = await visitor.call('GET', '/api/commerce/shopping-cart', { headers: { origin: STATIC } });
    const crumb = first.headers.get('x-csrf-token') ?? '';
    const added = await visitor.call('POST', '/api/commerce/shopping-cart/entries', { json: CANDLE, crumb, headers: { origin: STATIC } });
    expect(added.status).toBe(200);
    expect(added.headers.get('access-control-allow-origin')).toBe(STATIC);
    expect(added.body.shoppingCart.totalQuantity).toBe(1);
  });

  it('is still refused without the crumb (403, nothing stored), and the refusal tells it the crumb', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.arrive();
    const refused = await visitor.call('POST', '/api/commerce/shopping-cart/entries', { json: CANDLE, crumb: 'none', headers: { origin: STATIC } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('crumb-invalid');
    expect(refused.headers.get('access-control-allow-origin')).toBe(STATIC);
    expect(refused.headers.get('x-csrf-token')).toBe(visitor.crumb);
    expect((await visitor.arrive()).body.totalQuantity).toBe(0);
  });

  it('takes the export\'s no-script add form (no crumb) and answers with the shop\'s own cart page, readable by no script', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.arrive();
    const form = new URLSearchParams({ crumb: '', itemId: 'prod-candle', quantity: '1' }).toString();
    const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const added = await fetch(`${server.baseUrl}/cart/add`, { method: 'POST', redirect: 'manual', body: form, headers: { cookie, origin: STATIC, 'content-type': 'application/x-www-form-urlencoded' } });
    expect([added.status, added.headers.get('location')]).toEqual([303, '/cart']);
    expect(added.headers.get('access-control-allow-origin')).toBeNull();
    expect((await visitor.arrive()).body.totalQuantity).toBe(1);
  });
});

describe('a call from an origin not listed', () => {
  it('gets no CORS headers and no crumb, and its preflight is not granted', async () => {
    const visitor = new Visitor(server.baseUrl);
    const read = await visitor.call('GET', '/api/commerce/shopping-cart', { headers: { origin: OTHER } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('x-csrf-token')).toBeNull();
    const preflight = await visitor.call('OPTIONS', '/api/commerce/shopping-cart/entries', { headers: { origin: OTHER, 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is refused as cross-site even with the right crumb, and nothing is stored', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.arrive();
    const refused = await visitor.call('POST', '/api/commerce/shopping-cart/entries', { json: CANDLE, headers: { origin: OTHER } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('cross-site');
    expect((await visitor.arrive()).body.totalQuantity).toBe(0);
  });

  it('is refused when only its host is listed, on another port: origins are matched whole', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.arrive();
    const refused = await visitor.call('POST', '/api/commerce/shopping-cart/entries', { json: CANDLE, headers: { origin: 'https://static.shop.test' } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('cross-site');
  });
});

describe('same-origin calls', () => {
  it('carry no CORS headers and work as before', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.arrive();
    const added = await visitor.add(CANDLE);
    expect(added.status).toBe(200);
    expect(added.headers.get('access-control-allow-origin')).toBeNull();
  });
});
