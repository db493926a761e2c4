import { ApiError } from './api-error.js';

/**
 * A fixed-window limit on state-changing calls per visitor (or per address for a request without
 * a visitor cookie), in this process's memory. `RATE_LIMIT_WRITES` calls per
 * `RATE_LIMIT_WINDOW_MS` (defaults: 60 per 10 s); more answer 429.
 */
export const RATE_LIMITED_MESSAGE = 'Please try again in a few seconds.';

interface Window {
  startedAt: number;
  count: number;
}

const positive = (text: string | undefined, fallback: number): number => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a call of `key`; refuses it (429 with Retry-After) past the limit. */
  take(key: string): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000));
      throw new ApiError(429, 'rate-limited', RATE_LIMITED_MESSAGE, [], { 'retry-after': String(retryAfter) });
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }
}

export const writeLimiter = new RateLimiter(
  positive(process.env['RATE_LIMIT_WRITES'], 60),
  positive(process.env['RATE_LIMIT_WINDOW_MS'], 10_000),
);
