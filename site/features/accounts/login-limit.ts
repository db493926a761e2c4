import { clearCounts, countHits, passGate, positiveSetting, readCounts, setMark, uncountHits, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { limitKey, rateLimited, sweepLater } from '../../edge/rate-limit.js';
import type { SignInDevice } from './sign-in-device.js';

/**
 * The sign-in throttle, counted in the database (shared by every process) before the password
 * is checked, so concurrent attempts are all counted; a successful one is taken back. The numbers
 * are in site/features/accounts/README.md ("Sign-in"):
 * - one address on one account, past `LOGIN_ATTEMPTS` per `LOGIN_WINDOW_MS`: 429 until the window ends;
 * - one address on all accounts, past `LOGIN_ADDRESS_ATTEMPTS`: 429;
 * - one account from all addresses, past `LOGIN_BACKOFF_AFTER` checked attempts per
 *   `LOGIN_BACKOFF_WINDOW_MS`: one attempt at a time, each waiting twice as long as the one
 *   before (`LOGIN_BACKOFF_BASE_MS`, 2×, 4×, … up to `LOGIN_BACKOFF_MAX_MS`; 429 with Retry-After);
 * - one account from all addresses, past `LOGIN_CAPTCHA_AFTER` checked attempts per window: a
 *   captcha from every address that has failed on it (when the site has one).
 * The owner is never held back by strangers: an address that signed in to the account in the last
 * 30 days, or a device that did in the last 90 (its `sf_device` id: sign-in-device.ts), skips the
 * backoff and the captcha.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const KNOWN_ADDRESS_MS = 30 * DAY_MS;
const KNOWN_DEVICE_MS = 90 * DAY_MS;

export interface LoginRules {
  attempts: number;
  addressAttempts: number;
  captchaAfter: number;
  windowMs: number;
  backoffAfter: number;
  backoffWindowMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export function loginRules(env: NodeJS.ProcessEnv = process.env): LoginRules {
  const attempts = positiveSetting(env['LOGIN_ATTEMPTS'], 10);
  const backoffBaseMs = positiveSetting(env['LOGIN_BACKOFF_BASE_MS'], 1000);
  return {
    attempts,
    addressAttempts: positiveSetting(env['LOGIN_ADDRESS_ATTEMPTS'], 5 * attempts),
    captchaAfter: positiveSetting(env['LOGIN_CAPTCHA_AFTER'], attempts),
    windowMs: positiveSetting(env['LOGIN_WINDOW_MS'], 60_000),
    backoffAfter: positiveSetting(env['LOGIN_BACKOFF_AFTER'], 2 * attempts),
    backoffWindowMs: positiveSetting(env['LOGIN_BACKOFF_WINDOW_MS'], 60 * 60_000),
    backoffBaseMs,
    backoffMaxMs: Math.max(backoffBaseMs, positiveSetting(env['LOGIN_BACKOFF_MAX_MS'], 5 * 60_000)),
  };
}

/** The wait after the `step`-th attempt past the backoff threshold (1: the base). */
export function backoffDelay(step: number, rules: Pick<LoginRules, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  return Math.min(rules.backoffMaxMs, rules.backoffBaseMs * 2 ** Math.min(Math.max(0, step - 1), 40));
}

const rules = loginRules();

/** The backoff's 429: the wait in the message (it may be minutes) and in Retry-After. */
export function accountHeld(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return new ApiError(429, 'sign-in-held', `Too many attempts to sign in to this account. Please try again in ${wait}.`, [], { 'retry-after': String(seconds) });
}

/** The sign-in's captcha: whether the site has one, and the check of the token sent (site/features/captcha/captcha.ts). */
export interface SignInCaptcha {
  readonly setUp: boolean;
  verify(): Promise<void>;
}

export interface SignInAttempt {
  /** The password was right: the attempt is taken back and the address becomes known. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt of `email` from `address` (see above): 429 when slowed down; the captcha's
 * refusal when one is required and not solved.
 */
export async function beginSignIn(
  store: Store,
  input: { email: string; address: string; captcha?: SignInCaptcha; device?: SignInDevice },
  now = Date.now(),
  limits: LoginRules = rules,
): Promise<SignInAttempt> {
  const email = input.email.trim().toLowerCase();
  const pair = limitKey('login-pair', `${email}|${input.address}`);
  const account = limitKey('login-account', email);
  const failures = limitKey('login-failures', email);
  const gate = limitKey('login-gate', email);
  const address = limitKey('login-address', input.address);
  const known = limitKey('login-known', `${email}|${input.address}`);
  const deviceKey = (id: string) => limitKey('login-device', `${email}|${id}`);
  const knownDevice = input.device?.id === undefined ? undefined : deviceKey(input.device.id);
  const before = await readCounts(store, [known, account, failures, ...(knownDevice ? [knownDevice] : [])], now);
  const [addressCount, pairCount] = await countHits(store, [address, pair].map((key) => ({ key, windowMs: limits.windowMs })), now);
  sweepLater(store, now);
  let waitMs = 0;
  if (addressCount && addressCount.count > limits.addressAttempts) waitMs = addressCount.expiresAt - now;
  if (pairCount && pairCount.count > limits.attempts) waitMs = Math.max(waitMs, pairCount.expiresAt - now);
  if (waitMs > 0) throw rateLimited(waitMs);
  if (!before.has(known) && (knownDevice === undefined || !before.has(knownDevice))) {
    const failed = before.get(failures)?.count ?? 0;
    if (failed >= limits.backoffAfter) {
      const pass = await passGate(store, gate, now + backoffDelay(failed - limits.backoffAfter + 1, limits), now);
      if (!pass.passed) throw accountHeld(pass.opensAt - now);
    }
    const strangersFailed = (before.get(account)?.count ?? 0) >= limits.captchaAfter;
    const addressFailed = (pairCount?.count ?? 1) > 1;
    if (strangersFailed && addressFailed && input.captcha?.setUp === true) await input.captcha.verify();
  }
  // Only attempts whose password is checked count on the account.
  await countHits(store, [{ key: account, windowMs: limits.windowMs }, { key: failures, windowMs: limits.backoffWindowMs }], now);
  return {
    async succeeded() {
      await clearCounts(store, [pair]);
      await uncountHits(store, [address, account, failures], now);
      await setMark(store, known, KNOWN_ADDRESS_MS, now);
      if (input.device) await setMark(store, deviceKey(input.device.keep()), KNOWN_DEVICE_MS, now);
    },
  };
}
