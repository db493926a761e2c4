// The sign-in throttle on its own, on a temporary store: slowed per address and account, a
// captcha from addresses that failed once strangers have failed, never a lock-out of the owner.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { solveLocalChallenge } from '../../domain/captcha/local-token.js';
import { ApiError } from '../../site/server/api-error.js';
import { beginSignIn, loginRules, SIGN_IN_CAPTCHA_KEY } from '../../site/server/login-limit.js';
import { tempStore, type TempStore } from '../site/db/temp-store.js';

let temp: TempStore;
beforeEach(async () => {
  temp = await tempStore();
});
afterEach(() => temp.dispose());

const { attempts, windowMs } = loginRules();
const EMAIL = 'owner@shop.test';
const T = 1_000_000;

async function refusal(run: Promise<unknown>): Promise<ApiError> {
  const error = await run.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the sign-in throttle', () => {
  it('reads its settings with their defaults', () => {
    expect(loginRules({})).toEqual({ attempts: 10, addressAttempts: 50, captchaAfter: 10, windowMs: 60_000 });
    expect(loginRules({ LOGIN_ATTEMPTS: '3', LOGIN_WINDOW_MS: '1000' })).toEqual({ attempts: 3, addressAttempts: 15, captchaAfter: 3, windowMs: 1000 });
  });

  it('slows one address down on one account (429 until the window ends); another address goes on', async () => {
    const { store } = temp;
    for (let i = 0; i < attempts; i += 1) await beginSignIn(store, { email: EMAIL, address: '198.51.100.1' }, T);
    const slowed = await refusal(beginSignIn(store, { email: EMAIL, address: '198.51.100.1' }, T + 1000));
    expect(slowed).toMatchObject({ status: 429, code: 'rate-limited', headers: { 'retry-after': String((windowMs - 1000) / 1000) } });
    await beginSignIn(store, { email: 'other@shop.test', address: '198.51.100.1' }, T + 1000);
    // A new address that has not failed is let through even though the account is past the captcha threshold.
    const owner = await beginSignIn(store, { email: EMAIL, address: '203.0.113.5' }, T + 1000);
    await owner.succeeded();
    await beginSignIn(store, { email: EMAIL, address: '198.51.100.1' }, T + windowMs);
  });

  it('asks addresses that failed for a captcha once strangers have failed, one use per token; a known address is not asked', async () => {
    const { store } = temp;
    await (await beginSignIn(store, { email: EMAIL, address: '203.0.113.5' }, T)).succeeded(); // the owner's address
    for (let i = 0; i < attempts; i += 1) await beginSignIn(store, { email: EMAIL, address: `198.51.100.${i + 1}` }, T);
    await beginSignIn(store, { email: EMAIL, address: '192.0.2.1' }, T); // first try of a new address: no captcha
    const asked = await refusal(beginSignIn(store, { email: EMAIL, address: '192.0.2.1' }, T));
    expect(asked).toMatchObject({ status: 400, code: 'captcha-required', message: 'Complete CAPTCHA before submitting.' });
    expect((await refusal(beginSignIn(store, { email: EMAIL, address: '192.0.2.1', captcha: 'local1.1.1' }, T))).code).toBe('captcha-required');
    const token = await solveLocalChallenge(SIGN_IN_CAPTCHA_KEY, T);
    await beginSignIn(store, { email: EMAIL, address: '192.0.2.1', captcha: token }, T);
    expect((await refusal(beginSignIn(store, { email: EMAIL, address: '192.0.2.1', captcha: token }, T))).code).toBe('captcha-required');
    // The owner mistypes once from their known address, then signs in without a captcha.
    await beginSignIn(store, { email: EMAIL, address: '203.0.113.5' }, T);
    await (await beginSignIn(store, { email: EMAIL, address: '203.0.113.5' }, T)).succeeded();
  });
});
