// Issue 20, "the captcha stops no bot", against the built server: a third-party captcha's token
// is checked with its verifier (a fake siteverify on 127.0.0.1), the local provider's token must
// answer a challenge the server issued, once, and guesses at one account spread over many
// addresses (X-Forwarded-For through TRUSTED_PROXIES=loopback) wait a growing delay while the
// owner, from the address they signed in from before or a device that did, signs in at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveLocalChallenge, type LocalChallenge } from '../../domain/captcha/local-token.js';
import { listFormSubmissions } from '../../site/db/index.js';
import { fakeSiteverify, type FakeSiteverify } from '../helpers/fake-siteverify.js';
import { SESSION_PATH } from './helpers/account.js';
import type { ServerProcess } from './helpers/server-process.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor, type ApiAnswer } from './helpers/visitor.js';

const ANSWERS = { 'field-name': ['Ada', 'Lovelace'], 'field-email': 'ada@example.com', 'field-message': 'Hello', 'field-reply': 'Email', 'field-topic': 'Wholesale' };
const OWNER = { email: 'owner@shop.test', password: 'the owner password' };

/** A visitor whose calls come from `address` through the loopback proxy. */
class Client extends Visitor {
  constructor(baseUrl: string, public address?: string) {
    super(baseUrl);
  }

  override call(method: string, path: string, options: Parameters<Visitor['call']>[2] = {}): Promise<ApiAnswer> {
    if (this.address === undefined) return super.call(method, path, options);
    return super.call(method, path, { ...options, headers: { 'x-forwarded-for': this.address, ...options.headers } });
  }
}

async function arrived(baseUrl: string, address?: string): Promise<Client> {
  const client = new Client(baseUrl, address);
  await client.arrive();
  return client;
}

async function submitContact(visitor: Visitor, captchaKey: string): Promise<ApiAnswer> {
  const key = (await visitor.call('POST', '/api/form/FormSubmissionKey')).body.key as string;
  return visitor.call('POST', '/api/form/SaveFormSubmission', { json: { key, formId: 'form-contact', form: ANSWERS, captchaKey, pagePath: '/contact' } });
}

describe('the captcha stops no bot: a third-party captcha is verified (Turnstile, fake verifier)', () => {
  let db: TempDatabase;
  let server: ServerProcess;
  let fake: FakeSiteverify;
  beforeAll(async () => {
    fake = await fakeSiteverify();
    ({ db, server } = await startSuite({
      CAPTCHA_VERIFY: 'on', CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 'turnstile-secret', CAPTCHA_VERIFY_URL: fake.url, CAPTCHA_TIMEOUT_MS: '500', RATE_LIMIT_WRITES: '1000',
    }));
  }, 180_000);
  afterAll(async () => {
    await stopSuite(server, db);
    await fake.close();
  });
  const stored = () => db.withStore((store) => listFormSubmissions(store, 'form-contact'));

  it('refuses a form when the verifier says no, stores it when it says yes for our host and action', async () => {
    fake.answer((params) =>
      params.get('response') === 'human' && params.get('secret') === 'turnstile-secret'
        ? { json: { success: true, hostname: '127.0.0.1', action: 'form' } }
        : { json: { success: false, 'error-codes': ['invalid-input-response'] } },
    );
    const visitor = await arrived(server.baseUrl);
    const refused = await submitContact(visitor, 'bot');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Complete CAPTCHA before submitting.');
    expect(await stored()).toHaveLength(0);
    const accepted = await submitContact(visitor, 'human');
    expect(accepted.status).toBe(200);
    expect(await stored()).toHaveLength(1);
    // The restock sign-up goes through the same check.
    const restock = await visitor.call('POST', '/api/site-users/account/notifications/restock', {
      json: { productId: 'prod-nothing', variantId: 'v', siteVisitorEmail: 'a@example.com', captchaToken: 'bot' },
    });
    expect(restock.status).toBe(400);
    expect(restock.body.message).toBe('Complete CAPTCHA before submitting.');
  });

  it('refuses, failing closed with a clear message, while the verifier is down', async () => {
    fake.answer(() => ({ hang: true }));
    const visitor = await arrived(server.baseUrl);
    const before = (await stored()).length;
    const refused = await submitContact(visitor, 'human');
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('The CAPTCHA could not be checked just now. Please try again in a few minutes.');
    expect(await stored()).toHaveLength(before);
  });
});

describe('the captcha stops no bot: local challenges and guesses spread over addresses', () => {
  let db: TempDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    ({ db, server } = await startSuite({
      CAPTCHA_VERIFY: 'on', CAPTCHA_LOCAL_BITS: '8', TRUSTED_PROXIES: 'loopback', RATE_LIMIT_WRITES: '1000', RATE_LIMIT_ADDRESS_WRITES: '10000',
      LOGIN_BACKOFF_AFTER: '4', LOGIN_BACKOFF_BASE_MS: '8000', LOGIN_BACKOFF_MAX_MS: '60000', LOGIN_CAPTCHA_AFTER: '1000',
      MERCHANT_EMAIL: OWNER.email, MERCHANT_PASSWORD: OWNER.password,
    }));
  }, 180_000);
  afterAll(() => stopSuite(server, db));

  const challenge = async (visitor: Visitor, purpose: string): Promise<LocalChallenge> => {
    const res = await visitor.call('POST', '/api/captcha/challenge', { json: { purpose } });
    expect(res.status).toBe(200);
    return res.body as LocalChallenge;
  };

  it('takes a form with a solved server challenge once; refuses it again and a challenge of another purpose', async () => {
    const visitor = await arrived(server.baseUrl);
    const issued = await challenge(visitor, 'form:form-contact');
    expect(issued.bits).toBe(8);
    const token = await solveLocalChallenge(issued);
    expect((await submitContact(visitor, token)).status).toBe(200);
    const again = await submitContact(visitor, token);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Complete CAPTCHA before submitting.');
    const forRestock = await solveLocalChallenge(await challenge(visitor, 'restock'));
    expect((await submitContact(visitor, forRestock)).status).toBe(400);
    const bad = await visitor.call('POST', '/api/captcha/challenge', { json: { purpose: 'checkout' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('purpose');
  });

  it('slows a distributed guessing run on one account with a doubling wait; the owner from a known address still signs in', { timeout: 60_000 }, async () => {
    const login = (client: Visitor, password: string) => client.call('POST', SESSION_PATH, { json: { email: OWNER.email, password } });
    const owner = await arrived(server.baseUrl, '203.0.113.50');
    expect((await login(owner, OWNER.password)).status).toBe(200);
    // The owner's laptop signs in once too, and keeps its remembered-device cookie.
    const laptop = await arrived(server.baseUrl, '203.0.113.60');
    const first = await login(laptop, OWNER.password);
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toMatch(/sf_device=[^;]+; Max-Age=31536000; Path=\/api\/site-users\/account\/session; HttpOnly; SameSite=Lax/);
    const statuses: number[] = [];
    let lastHold: ApiAnswer | undefined;
    for (let i = 1; i <= 12; i += 1) {
      const answer = await login(await arrived(server.baseUrl, `198.51.100.${i}`), `guess ${i}`);
      statuses.push(answer.status);
      if (answer.status === 429) lastHold = answer;
    }
    // Four failures from four addresses, one more let through, then every stranger waits.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect(Number(lastHold?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(lastHold?.headers.get('retry-after'))).toBeLessThanOrEqual(8);
    // The owner, from the address they signed in from, is not held.
    const again = await arrived(server.baseUrl, '203.0.113.50');
    expect((await login(again, OWNER.password)).status).toBe(200);
    // Nor is the laptop on another network: its device cookie vouches for it.
    laptop.address = '192.0.2.77';
    expect((await login(laptop, OWNER.password)).status).toBe(200);
    // A stranger on a new address without it waits.
    expect((await login(await arrived(server.baseUrl, '192.0.2.78'), OWNER.password)).status).toBe(429);
    // Once the wait is over one stranger gets one try, and the next wait is twice as long.
    await new Promise((resolve) => setTimeout(resolve, 8100));
    expect((await login(await arrived(server.baseUrl, '198.51.100.99'), 'guess 99')).status).toBe(401);
    const held = await login(await arrived(server.baseUrl, '198.51.100.100'), 'guess 100');
    expect(held.status).toBe(429);
    const wait = Number(held.headers.get('retry-after'));
    expect(wait === 15 || wait === 16).toBe(true);
    expect(held.body.message).toBe(`Too many attempts to sign in to this account. Please try again in ${wait} seconds.`);
  });
});
