// The failed sign-in counter: failures only, per key, for one window.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../site/server/api-error.js';
import { LoginLimiter } from '../../site/server/login-limit.js';

describe('LoginLimiter', () => {
  it('refuses a key after its failures until the window ends; other keys go on', () => {
    let now = 1_000;
    const limiter = new LoginLimiter(2, 60_000, () => now);
    limiter.assertAllowed(['email:a']);
    limiter.recordFailure(['email:a', 'visitor:1']);
    limiter.recordFailure(['email:a', 'visitor:2']);
    expect(() => limiter.assertAllowed(['email:a'])).toThrow(ApiError);
    try {
      limiter.assertAllowed(['visitor:3', 'email:a']);
    } catch (error) {
      expect(error).toMatchObject({ status: 429, headers: { 'retry-after': '60' } });
    }
    limiter.assertAllowed(['email:b', 'visitor:1']);
    now += 60_000;
    limiter.assertAllowed(['email:a']);
  });
});
