// Issue 20, "the captcha stops no bot": with reCAPTCHA, hCaptcha or Turnstile configured the
// server verified nothing. Each provider's token now goes to its siteverify call (here a fake on
// 127.0.0.1, CAPTCHA_VERIFY_URL) and is refused unless the answer says yes for our host.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaProviderName } from '../../../../domain/captcha/captcha-types.js';
import { ApiError } from '../../../../site/edge/api-error.js';
import { verifyCaptcha, type CaptchaVisit } from '../../../../site/features/captcha/verify-captcha.js';
import { fakeSiteverify, type FakeSiteverify } from '../../../helpers/fake-siteverify.js';

const VISIT: CaptchaVisit = { hostname: 'shop.example.com', remoteIp: '198.51.100.7', requestId: 'test' };
const SETTINGS = ['CAPTCHA_PROVIDER', 'CAPTCHA_SECRET', 'CAPTCHA_VERIFY_URL', 'CAPTCHA_TIMEOUT_MS', 'CAPTCHA_VERIFY', 'CAPTCHA_MIN_SCORE'] as const;
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

let fake: FakeSiteverify;
beforeAll(async () => {
  fake = await fakeSiteverify();
});
afterAll(() => fake.close());
afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

function configure(provider: CaptchaProviderName, extra: Record<string, string> = {}): void {
  Object.assign(process.env, { CAPTCHA_PROVIDER: provider, CAPTCHA_SECRET: 'the-secret', CAPTCHA_VERIFY_URL: fake.url, CAPTCHA_VERIFY: 'on', ...extra });
}

async function outcome(provider: CaptchaProviderName, token = 'a-token', purpose: 'sign-in' | 'form:form-contact' = 'sign-in', siteKey: string | null = 'site-key'): Promise<string> {
  return verifyCaptcha(VISIT, { purpose, token, config: { provider, siteKey } }).then(
    () => 'accepted',
    (error: unknown) => (error instanceof ApiError ? `${error.status} ${error.message}` : `threw ${String(error)}`),
  );
}

const REFUSED = '400 Complete CAPTCHA before submitting.';
const UNAVAILABLE = '503 The CAPTCHA could not be checked just now. Please try again in a few minutes.';
const PROVIDERS: CaptchaProviderName[] = ['recaptcha', 'hcaptcha', 'turnstile'];

describe('the captcha stops no bot: third-party tokens are verified on the server', () => {
  it.each(PROVIDERS)('%s: accepted when the verifier says yes for our host, with the secret, token and address sent', async (provider) => {
    configure(provider);
    fake.answer(() => ({ json: { success: true, hostname: 'shop.example.com', ...(provider === 'turnstile' ? { action: 'sign-in' } : {}) } }));
    expect(await outcome(provider, 'yes-token')).toBe('accepted');
    const sent = fake.received.at(-1)!;
    expect(sent.get('secret')).toBe('the-secret');
    expect(sent.get('response')).toBe('yes-token');
    expect(sent.get('remoteip')).toBe('198.51.100.7');
    expect(sent.get('sitekey')).toBe(provider === 'hcaptcha' ? 'site-key' : null);
  });

  it.each(PROVIDERS)('%s: refused when the verifier says no', async (provider) => {
    configure(provider);
    fake.answer(() => ({ json: { success: false, 'error-codes': ['invalid-input-response'] } }));
    expect(await outcome(provider)).toBe(REFUSED);
  });

  it.each(PROVIDERS)('%s: refused when the token was solved on another host', async (provider) => {
    configure(provider);
    fake.answer(() => ({ json: { success: true, hostname: 'evil.example.net' } }));
    expect(await outcome(provider)).toBe(REFUSED);
  });

  it.each(PROVIDERS)('%s: refused, failing closed, when the verifier is down, answers 500 or nonsense', async (provider) => {
    configure(provider);
    fake.answer(() => ({ status: 500, json: { success: true, hostname: 'shop.example.com' } }));
    expect(await outcome(provider)).toBe(UNAVAILABLE);
    fake.answer(() => ({ json: ['success'] }));
    expect(await outcome(provider)).toBe(UNAVAILABLE);
    configure(provider, { CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' });
    expect(await outcome(provider)).toBe(UNAVAILABLE);
  });

  it('refuses when the verifier does not answer within CAPTCHA_TIMEOUT_MS', async () => {
    configure('turnstile', { CAPTCHA_TIMEOUT_MS: '300' });
    fake.answer(() => ({ hang: true }));
    const started = Date.now();
    expect(await outcome('turnstile')).toBe(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a token solved for another action (Turnstile) and a bot-like score (reCAPTCHA v3, hCaptcha Enterprise)', async () => {
    configure('turnstile');
    fake.answer(() => ({ json: { success: true, hostname: 'shop.example.com', action: 'form' } }));
    expect(await outcome('turnstile', 't', 'sign-in')).toBe(REFUSED);
    expect(await outcome('turnstile', 't', 'form:form-contact')).toBe('accepted');
    configure('recaptcha');
    fake.answer(() => ({ json: { success: true, hostname: 'shop.example.com', score: 0.1, action: 'sign-in' } }));
    expect(await outcome('recaptcha')).toBe(REFUSED);
    fake.answer(() => ({ json: { success: true, hostname: 'shop.example.com', score: 0.9, action: 'sign-in' } }));
    expect(await outcome('recaptcha')).toBe('accepted');
    configure('hcaptcha', { CAPTCHA_MIN_SCORE: '0.7' });
    fake.answer(() => ({ json: { success: true, hostname: 'shop.example.com', score: 0.5 } }));
    expect(await outcome('hcaptcha')).toBe(REFUSED);
  });

  it('refuses every captcha while CAPTCHA_SECRET is missing, without calling the verifier', async () => {
    configure('recaptcha', { CAPTCHA_SECRET: '' });
    const calls = fake.received.length;
    fake.answer(() => ({ json: { success: true, hostname: 'shop.example.com' } }));
    expect(await outcome('recaptcha')).toBe(UNAVAILABLE);
    expect(fake.received.length).toBe(calls);
  });

  it('refuses a missing token and a malformed setting naming nothing to the visitor', async () => {
    configure('hcaptcha');
    expect(await outcome('hcaptcha', '')).toBe(REFUSED);
    configure('hcaptcha', { CAPTCHA_TIMEOUT_MS: 'soon' });
    expect(await outcome('hcaptcha')).toBe(UNAVAILABLE);
  });

  it("rejects with 'ReCaptcha has not been set up!' when a captcha is demanded and the site has no key", async () => {
    configure('recaptcha');
    expect(await outcome('recaptcha', 'a-token', 'sign-in', null)).toBe('400 ReCaptcha has not been set up!');
  });
});
