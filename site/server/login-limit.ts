import { ApiError } from './api-error.js';
import { RATE_LIMITED_MESSAGE } from './rate-limit.js';

/**
 * Failed sign-ins per email (and per visitor) in this process: after `LOGIN_ATTEMPTS` failures
 * within `LOGIN_WINDOW_MS` (defaults 10 per minute) every attempt answers 429, whatever the
 * password, until the window ends. Successful sign-ins are not counted.
 */
const positive = (text: string | undefined, fallback: number): number => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export class LoginLimiter {
  private readonly failures = new Map<string, { startedAt: number; count: number }>();

  constructor(readonly limit: number, readonly windowMs: number, private readonly now: () => number = Date.now) {}

  /** Refuses (429 with Retry-After) when one of the keys has used up its failures. */
  assertAllowed(keys: readonly string[]): void {
    const now = this.now();
    for (const key of keys) {
      const entry = this.failures.get(key);
      if (!entry || now - entry.startedAt >= this.windowMs || entry.count < this.limit) continue;
      const retryAfter = Math.max(1, Math.ceil((entry.startedAt + this.windowMs - now) / 1000));
      throw new ApiError(429, 'rate-limited', RATE_LIMITED_MESSAGE, [], { 'retry-after': String(retryAfter) });
    }
  }

  recordFailure(keys: readonly string[]): void {
    const now = this.now();
    if (this.failures.size > 10_000) {
      for (const [key, entry] of this.failures) if (now - entry.startedAt >= this.windowMs) this.failures.delete(key);
    }
    for (const key of keys) {
      const entry = this.failures.get(key);
      if (!entry || now - entry.startedAt >= this.windowMs) this.failures.set(key, { startedAt: now, count: 1 });
      else entry.count += 1;
    }
  }
}

export const loginLimiter = new LoginLimiter(positive(process.env['LOGIN_ATTEMPTS'], 10), positive(process.env['LOGIN_WINDOW_MS'], 60_000));
