// The sign-in throttle on its own, on a temporary store: slowed per address and account, a
// growing wait per account across addresses, a captcha from addresses that failed once strangers
// have failed, never a hold on the owner's known address or device.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../site/edge/api-error.js';
import { accountHeld, backoffDelay, beginSignIn, loginRules, type LoginRules, type SignInCaptcha } from '../../site/features/accounts/login-limit.js';
import type { SignInDevice } from '../../site/features/accounts/sign-in-device.js';
import { tempStore, type TempStore } from '../site/db/temp-store.js';

let temp: TempStore;
beforeEach(async () => {
  temp = await tempStore();
});
afterEach(() => temp.dispose());

const RULES = loginRules({});
const { attempts, windowMs } = RULES;
const EMAIL = 'owner@shop.test';
const T = 1_000_000;

async function refusal(run: Promise<unknown>): Promise<ApiError> {
  const error = await run.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A captcha that accepts exactly the token 'solved' (the real checks have their own tests). */
function captcha(token: string | undefined): SignInCaptcha {
  return {
    setUp: true,
    async verify() {
      if (token !== 'solved') throw new ApiError(400, 'captcha-required', 'Complete CAPTCHA before submitting.');
    },
  };
}

/** A device cookie: its id (none yet: a new one is kept on success). */
function device(id: string | undefined): SignInDevice & { kept: string[] } {
  const kept: string[] = [];
  let current = id;
  return {
    kept,
    get id() {
      return current;
    },
    keep() {
      current ??= `device-${kept.length + 1}`;
      kept.push(current);
      return current;
    },
  };
}

describe('the sign-in throttle', () => {
  it('reads its settings with their defaults', () => {
    expect(loginRules({})).toEqual({
      attempts: 10, addressAttempts: 50, captchaAfter: 10, windowMs: 60_000,
      backoffAfter: 20, backoffWindowMs: 3_600_000, backoffBaseMs: 1000, backoffMaxMs: 300_000,
    });
    expect(loginRules({ LOGIN_ATTEMPTS: '3', LOGIN_WINDOW_MS: '1000' })).toMatchObject({ attempts: 3, addressAttempts: 15, captchaAfter: 3, windowMs: 1000, backoffAfter: 6 });
    expect([1, 2, 3, 9, 10, 50].map((step) => backoffDelay(step, RULES))).toEqual([1000, 2000, 4000, 256_000, 300_000, 300_000]);
    expect(accountHeld(300_000).message).toBe('Too many attempts to sign in to this account. Please try again in 5 minutes.');
  });

  it('slows one address down on one account (429 until the window ends); another address goes on', async () => {
    const { store } = temp;
    for (let i = 0; i < attempts; i += 1) await beginSignIn(store, { email: EMAIL, address: '198.51.100.1' }, T, RULES);
    const slowed = await refusal(beginSignIn(store, { email: EMAIL, address: '198.51.100.1' }, T + 1000, RULES));
    expect(slowed).toMatchObject({ status: 429, code: 'rate-limited', headers: { 'retry-after': String((windowMs - 1000) / 1000) } });
    await beginSignIn(store, { email: 'other@shop.test', address: '198.51.100.1' }, T + 1000, RULES);
    // A new address that has not failed is let through even though the account is past the captcha threshold.
    const owner = await beginSignIn(store, { email: EMAIL, address: '203.0.113.5', captcha: captcha(undefined) }, T + 1000, RULES);
    await owner.succeeded();
    await beginSignIn(store, { email: EMAIL, address: '198.51.100.1' }, T + windowMs, RULES);
  });

  it('asks addresses that failed for a captcha once strangers have failed; a known address is not asked', async () => {
    const { store } = temp;
    await (await beginSignIn(store, { email: EMAIL, address: '203.0.113.5' }, T, RULES)).succeeded(); // the owner's address
    for (let i = 0; i < attempts; i += 1) await beginSignIn(store, { email: EMAIL, address: `198.51.100.${i + 1}` }, T, RULES);
    await beginSignIn(store, { email: EMAIL, address: '192.0.2.1', captcha: captcha(undefined) }, T, RULES); // first try of a new address: no captcha
    const asked = await refusal(beginSignIn(store, { email: EMAIL, address: '192.0.2.1', captcha: captcha(undefined) }, T, RULES));
    expect(asked).toMatchObject({ status: 400, code: 'captcha-required', message: 'Complete CAPTCHA before submitting.' });
    await beginSignIn(store, { email: EMAIL, address: '192.0.2.1', captcha: captcha('solved') }, T, RULES);
    // Without a captcha set up on the site, the step is skipped (the backoff still holds).
    await beginSignIn(store, { email: EMAIL, address: '192.0.2.1', captcha: { setUp: false, verify: () => Promise.reject(new Error('not called')) } }, T, RULES);
    // The owner mistypes once from their known address, then signs in without a captcha.
    await beginSignIn(store, { email: EMAIL, address: '203.0.113.5', captcha: captcha(undefined) }, T, RULES);
    await (await beginSignIn(store, { email: EMAIL, address: '203.0.113.5', captcha: captcha(undefined) }, T, RULES)).succeeded();
  });

  it('the captcha stops no bot: guesses spread over many addresses wait a doubling delay per account, the owner does not', async () => {
    const { store } = temp;
    const rules: LoginRules = { ...RULES, backoffAfter: 5, backoffBaseMs: 1000, backoffMaxMs: 8000 };
    // The owner signs in from home, and on a laptop which keeps its device cookie.
    await (await beginSignIn(store, { email: EMAIL, address: '203.0.113.5' }, T, rules)).succeeded();
    const laptop = device(undefined);
    await (await beginSignIn(store, { email: EMAIL, address: '203.0.113.6', device: laptop }, T, rules)).succeeded();
    expect(laptop.kept).toHaveLength(1);
    let address = 0;
    const stranger = (at: number) => beginSignIn(store, { email: EMAIL, address: `198.51.100.${(address += 1)}` }, at, rules);
    for (let i = 0; i < 5; i += 1) await stranger(T);
    // Past the threshold: one attempt goes through, then each waits twice as long as the last.
    let at = T;
    for (const wait of [1000, 2000, 4000, 8000, 8000]) {
      await stranger(at);
      const held = await refusal(stranger(at + 1));
      expect(held).toMatchObject({ status: 429, code: 'sign-in-held', headers: { 'retry-after': String(wait / 1000) } });
      expect(held.message).toBe(`Too many attempts to sign in to this account. Please try again in ${wait / 1000} second${wait === 1000 ? '' : 's'}.`);
      expect((await refusal(stranger(at + wait - 1))).status).toBe(429);
      at += wait;
    }
    // While strangers are held, the owner's known address, and the laptop from a new address, are not.
    await stranger(at);
    expect((await refusal(stranger(at + 1))).status).toBe(429);
    await (await beginSignIn(store, { email: EMAIL, address: '203.0.113.5' }, at + 1, rules)).succeeded();
    await (await beginSignIn(store, { email: EMAIL, address: '192.0.2.99', device: laptop }, at + 2, rules)).succeeded();
    // A device id the database does not hold for the account (a stranger's cookie) is held like any other.
    expect((await refusal(beginSignIn(store, { email: EMAIL, address: '192.0.2.98', device: device('made-up') }, at + 3, rules))).status).toBe(429);
    // Another account is not slowed by this one's guesses.
    await beginSignIn(store, { email: 'other@shop.test', address: '198.51.100.200' }, at + 3, rules);
    // The window of failures ends: strangers start from the threshold again.
    await stranger(T + rules.backoffWindowMs);
    await stranger(T + rules.backoffWindowMs);
  });
});
