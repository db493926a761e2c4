// Regression tests of issue 11's "limits that hold" against the built server: each attack fails
// harmlessly and changes nothing stored. Client addresses are simulated with X-Forwarded-For
// from the loopback proxy (TRUSTED_PROXIES=loopback); no traffic leaves 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveLocalChallenge, type LocalChallenge } from '../../domain/captcha/local-token.js';
import { adminTokenIn, NAVIGATION_HEADERS, SESSION_PATH, signIn } from './helpers/account.js';
import { rawRequest } from './helpers/raw-request.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor, type ApiAnswer } from './helpers/visitor.js';

const OWNER = { email: 'owner@shop.test', password: 'the owner password' };
const GROUPS = '/api/site-users/account/notifications/restock/groups';
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

/** A visitor whose every call comes from `address` (through the loopback proxy). */
class Client extends Visitor {
  constructor(baseUrl: string, readonly address?: string) {
    super(baseUrl);
  }

  override call(method: string, path: string, options: Parameters<Visitor['call']>[2] = {}): Promise<ApiAnswer> {
    if (this.address === undefined) return super.call(method, path, options);
    return super.call(method, path, { ...options, headers: { ...from(this.address).headers, ...options.headers } });
  }
}

async function freshClient(baseUrl: string, address?: string): Promise<Client> {
  const client = new Client(baseUrl, address);
  await client.arrive();
  return client;
}

const login = (client: Visitor, email: string, password: string, extra: Record<string, unknown> = {}) =>
  client.call('POST', SESSION_PATH, { json: { email, password, ...extra } });

describe('a fresh cookie per request', () => {
  let db: TempDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    ({ db, server } = await startSuite({
      RATE_LIMIT_WRITES: '3', RATE_LIMIT_ADDRESS_WRITES: '12', RATE_LIMIT_WINDOW_MS: '60000', TRUSTED_PROXIES: 'loopback',
    }));
  }, 180_000);
  afterAll(() => stopSuite(server, db));

  it('no longer bypasses the write limit: the address is counted, whatever the cookies', async () => {
    for (let i = 0; i < 12; i += 1) {
      const client = await freshClient(server.baseUrl);
      expect((await client.add({ itemId: 'prod-nothing', quantity: 1 })).status).toBe(404);
    }
    const attacker = await freshClient(server.baseUrl);
    attacker.cookies.set('sf_visitor', randomBytes(16).toString('hex'));
    const before = await db.fingerprint();
    const refused = await attacker.add({ itemId: 'prod-candle', quantity: 1 });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate-limited', message: 'Please try again in a few seconds.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await db.fingerprint()).toEqual(before);
    // Another client address is not limited.
    expect((await (await freshClient(server.baseUrl, '198.51.100.20')).add({ itemId: 'prod-candle', quantity: 1 })).status).toBe(200);
  });
});

describe('two server processes on one database', () => {
  let db: TempDatabase;
  let one: ServerProcess;
  let two: ServerProcess | undefined;
  const env = { RATE_LIMIT_WRITES: '4', RATE_LIMIT_ADDRESS_WRITES: '8', RATE_LIMIT_WINDOW_MS: '60000' };
  beforeAll(async () => {
    ({ db, server: one } = await startSuite(env));
    two = await startServer(db.url, env);
  }, 180_000);
  afterAll(async () => {
    await two?.stop();
    await stopSuite(one, db);
  });

  it('share the limit: a visitor alternating between them is refused after the limit, not twice it', async () => {
    const a = await freshClient(one.baseUrl);
    const b = new Client(two?.baseUrl ?? '');
    for (const [name, value] of a.cookies) b.cookies.set(name, value);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await (i % 2 === 0 ? a : b).add({ itemId: 'prod-nothing', quantity: 1 })).status);
    expect(statuses).toEqual([404, 404, 404, 404]);
    const before = await db.fingerprint();
    expect((await b.add({ itemId: 'prod-candle', quantity: 1 })).status).toBe(429);
    expect((await a.add({ itemId: 'prod-candle', quantity: 1 })).status).toBe(429);
    expect(await db.fingerprint()).toEqual(before);
  });

  it('do not believe a made-up X-Forwarded-For without trusted proxies: such clients are counted as their real address', async () => {
    // Each request claims another address; all come from 127.0.0.1, whose count this file has
    // already used in part: well within ten of them the address limit (8) refuses.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const client = await freshClient((i % 2 === 0 ? one : two)?.baseUrl ?? '', `198.51.100.${i + 1}`);
      statuses.push((await client.add({ itemId: 'prod-nothing', quantity: 1 })).status);
    }
    expect(statuses.every((s) => s === 404 || s === 429)).toBe(true);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const client = await freshClient(one.baseUrl, '203.0.113.99');
    const before = await db.fingerprint();
    expect((await client.add({ itemId: 'prod-candle', quantity: 1 })).status).toBe(429);
    expect(await db.fingerprint()).toEqual(before);
  });
});

describe('a sign-in flood', () => {
  let db: TempDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    ({ db, server } = await startSuite({
      TRUSTED_PROXIES: 'loopback', RATE_LIMIT_WRITES: '1000', RATE_LIMIT_ADDRESS_WRITES: '100000',
      MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password,
    }));
  }, 180_000);
  afterAll(() => stopSuite(server, db));

  // The machine may be busy: the bound is on what is answered, never on how long it takes.
  it('of 400 random-email logins from many addresses is cut at the hashing queue (503) and a cart read still answers', { timeout: 180_000 }, async () => {
    const attacker = await freshClient(server.baseUrl);
    const shopper = await freshClient(server.baseUrl);
    const before = await db.fingerprint();
    const flood = Array.from({ length: 400 }, (_, i) =>
      attacker.call('POST', SESSION_PATH, {
        json: { email: `${randomBytes(6).toString('hex')}@example.com`, password: 'guess' },
        headers: from(`2001:db8:${i.toString(16)}::1`).headers,
      }),
    );
    const cart = await shopper.arrive();
    const answers = await Promise.all(flood);
    expect(cart.status).toBe(200);
    const statuses = answers.map((a) => a.status);
    expect(new Set(statuses)).toEqual(new Set([401, 503]));
    const busy = answers.filter((a) => a.status === 503);
    // At most the running and the waiting hashes get an answer of the password check at once.
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.body).toMatchObject({ code: 'busy', message: 'The server is busy. Please try again in a few seconds.' });
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    expect(await db.fingerprint()).toEqual(before);
    // Once it has passed, the owner signs in.
    expect((await signIn(server.baseUrl, OWNER.email, OWNER.password)).res.status).toBe(200);
  });

  it('from one address is slowed down past the per-address attempts (429), before any password is hashed', { timeout: 120_000 }, async () => {
    const attacker = await freshClient(server.baseUrl, '198.51.100.77');
    const before = await db.fingerprint();
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => login(attacker, `${randomBytes(6).toString('hex')}@example.com`, 'guess')),
    );
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    // LOGIN_ADDRESS_ATTEMPTS defaults to 5 × LOGIN_ATTEMPTS = 50: every attempt past it is refused unhashed.
    expect(count(429)).toBe(30);
    expect(count(401) + count(503)).toBe(50);
    expect(await db.fingerprint()).toEqual(before);
  });
});

describe("strangers' wrong passwords", () => {
  let db: TempDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    ({ db, server } = await startSuite({
      TRUSTED_PROXIES: 'loopback', LOGIN_ATTEMPTS: '3', LOGIN_CAPTCHA_AFTER: '6', CAPTCHA_VERIFY: 'local', CAPTCHA_LOCAL_BITS: '8', RATE_LIMIT_WRITES: '1000',
      // The backoff across addresses has its own test (captcha-stops-bots.test.ts).
      LOGIN_BACKOFF_AFTER: '1000',
      MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password,
    }));
  }, 180_000);
  afterAll(() => stopSuite(server, db));

  it('slow the strangers down and then ask them for a captcha, but never lock the owner out', { timeout: 60_000 }, async () => {
    const before = await db.fingerprint();
    // First threshold: three failures from one address on the account, then 429 whatever the password.
    const strangers = await Promise.all([1, 2].map((i) => freshClient(server.baseUrl, `198.51.100.${i}`)));
    for (const stranger of strangers) {
      for (let i = 0; i < 3; i += 1) expect((await login(stranger, OWNER.email, `guess ${i}`)).status).toBe(401);
      const slowed = await login(stranger, OWNER.email, OWNER.password);
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Second threshold: past six failures on the account, an address that failed needs a captcha
    // (one use per token); its first try is still answered.
    const late = await freshClient(server.baseUrl, '192.0.2.44');
    expect((await login(late, OWNER.email, 'guess')).status).toBe(401);
    const asked = await login(late, OWNER.email, 'guess again');
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ code: 'captcha-required', message: 'Complete CAPTCHA before submitting.' });
    const issued = await late.call('POST', '/api/captcha/challenge', { json: { purpose: 'sign-in' } });
    const token = await solveLocalChallenge(issued.body as LocalChallenge);
    expect((await login(late, OWNER.email, 'guess again', { captcha: token })).status).toBe(401);
    // A used token does not count again, from any address.
    const later = await freshClient(server.baseUrl, '192.0.2.45');
    expect((await login(later, OWNER.email, 'guess')).status).toBe(401);
    expect((await login(later, OWNER.email, 'and again', { captcha: token })).status).toBe(400);
    expect(await db.fingerprint()).toEqual(before);
    // The owner, from an address that has not failed, signs in with the right password at once.
    const owner = await freshClient(server.baseUrl, '203.0.113.50');
    const res = await login(owner, OWNER.email, OWNER.password);
    expect(res.status).toBe(200);
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const admin = await rawRequest(server.baseUrl, 'GET', '/admin', { ...NAVIGATION_HEADERS, cookie });
    expect((await owner.call('GET', GROUPS, { headers: { 'x-xsrf-token': adminTokenIn(admin.body) ?? '' } })).status).toBe(200);
  });
});
