import { clearCounts, countHits, positiveSetting, readCounts, setMark, uncountHits, type Store } from '../db/index.js';
import { ApiError } from './api-error.js';
import { CAPTCHA_INCOMPLETE_MESSAGE, checkLocalToken } from './captcha.js';
import { limitKey, rateLimited, sweepLater } from './rate-limit.js';

/**
 * The sign-in throttle, counted in the database (shared by every process) before the password
 * is checked, so concurrent attempts are all counted; a successful one is taken back. Within
 * `LOGIN_WINDOW_MS` (default a minute):
 * - one address on one account: past `LOGIN_ATTEMPTS` (default 10) it is slowed down: 429 with
 *   Retry-After until the window ends, whatever the password;
 * - one address on all accounts: past `LOGIN_ADDRESS_ATTEMPTS` (default 5 × LOGIN_ATTEMPTS), 429;
 * - one account from all addresses: past `LOGIN_CAPTCHA_AFTER` (default LOGIN_ATTEMPTS) attempts
 *   whose password was checked (not those refused above or for the captcha), a captcha (the local
 *   provider's token for the challenge key SIGN_IN_CAPTCHA_KEY, in the payload's `captcha`) is
 *   required from every address that has failed on the account and has not signed in to it in
 *   the last 30 days.
 * So the account is never locked: an address that has not failed on it (or the owner's known
 * address) signs in with the right password whatever strangers did.
 */
export const SIGN_IN_CAPTCHA_KEY = 'sign-in';
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

export interface LoginRules {
  attempts: number;
  addressAttempts: number;
  captchaAfter: number;
  windowMs: number;
}

export function loginRules(env: NodeJS.ProcessEnv = process.env): LoginRules {
  const attempts = positiveSetting(env['LOGIN_ATTEMPTS'], 10);
  return {
    attempts,
    addressAttempts: positiveSetting(env['LOGIN_ADDRESS_ATTEMPTS'], 5 * attempts),
    captchaAfter: positiveSetting(env['LOGIN_CAPTCHA_AFTER'], attempts),
    windowMs: positiveSetting(env['LOGIN_WINDOW_MS'], 60_000),
  };
}

const rules = loginRules();

export interface SignInAttempt {
  /** The password was right: the attempt is taken back and the address becomes known. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt of `email` from `address` (see above): 429 when slowed down, 400
 * (`captcha-required`) when a captcha is required and `captcha` is not a fresh, unused token.
 */
export async function beginSignIn(
  store: Store,
  input: { email: string; address: string; captcha?: string | undefined },
  now = Date.now(),
): Promise<SignInAttempt> {
  const email = input.email.trim().toLowerCase();
  const pair = limitKey('login-pair', `${email}|${input.address}`);
  const account = limitKey('login-account', email);
  const address = limitKey('login-address', input.address);
  const known = limitKey('login-known', `${email}|${input.address}`);
  const before = await readCounts(store, [known, account], now);
  const [addressCount, pairCount] = await countHits(store, [address, pair].map((key) => ({ key, windowMs: rules.windowMs })), now);
  sweepLater(store, now);
  let waitMs = 0;
  if (addressCount && addressCount.count > rules.addressAttempts) waitMs = addressCount.expiresAt - now;
  if (pairCount && pairCount.count > rules.attempts) waitMs = Math.max(waitMs, pairCount.expiresAt - now);
  if (waitMs > 0) throw rateLimited(waitMs);
  const strangersFailed = (before.get(account)?.count ?? 0) >= rules.captchaAfter;
  const addressFailed = (pairCount?.count ?? 1) > 1;
  if (strangersFailed && addressFailed && !before.has(known)) await assertSignInCaptcha(store, input.captcha, now);
  // Only attempts whose password is checked count on the account.
  await countHits(store, [{ key: account, windowMs: rules.windowMs }], now);
  return {
    async succeeded() {
      await clearCounts(store, [pair]);
      await uncountHits(store, [address, account]);
      await setMark(store, known, KNOWN_ADDRESS_MS);
    },
  };
}

/** A fresh local-provider token for SIGN_IN_CAPTCHA_KEY, used once across all processes. */
async function assertSignInCaptcha(store: Store, token: string | undefined, now: number): Promise<void> {
  if (process.env['CAPTCHA_VERIFY'] === 'off') return;
  const checked = token === undefined ? undefined : checkLocalToken(token, SIGN_IN_CAPTCHA_KEY, now);
  if (checked && token !== undefined) {
    const [use] = await countHits(store, [{ key: limitKey('captcha-used', token), windowMs: Math.max(1, checked.expires - now) }], now);
    if (use && use.count === 1) return;
  }
  throw new ApiError(400, 'captcha-required', CAPTCHA_INCOMPLETE_MESSAGE, [{ path: 'captcha', message: CAPTCHA_INCOMPLETE_MESSAGE }]);
}
