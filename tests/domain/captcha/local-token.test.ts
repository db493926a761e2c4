import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captchaSize } from '../../../islands/captcha/captcha-size.js';
import { hasLeadingZeroBits, isFresh, LOCAL_DIFFICULTY_BITS, LOCAL_TOKEN_TTL_MS, localChallenge, parseLocalToken, solveLocalChallenge } from '../../../domain/captcha/local-token.js';
import { SCRIPT_PROVIDERS } from '../../../islands/captcha/script-providers.js';

describe('the local captcha token', () => {
  it('solves a challenge the server can check with node crypto', async () => {
    const token = await solveLocalChallenge('site-key', 1_700_000_000_000);
    const parsed = parseLocalToken(token)!;
    expect(parsed.issued).toBe(1_700_000_000_000);
    const digest = createHash('sha256').update(localChallenge('site-key', parsed)).digest();
    expect(hasLeadingZeroBits(digest, LOCAL_DIFFICULTY_BITS)).toBe(true);
    const other = createHash('sha256').update(localChallenge('other-key', parsed)).digest();
    expect(hasLeadingZeroBits(other, LOCAL_DIFFICULTY_BITS) && hasLeadingZeroBits(other, 32)).toBe(false);
  });

  it('counts leading zero bits', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), fc.integer({ min: 0, max: 32 }), (bytes, bits) => {
        const value = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
        expect(hasLeadingZeroBits(bytes, bits)).toBe(bits === 0 || value >>> (32 - bits) === 0);
      }),
    );
  });

  it('refuses malformed and stale tokens', () => {
    expect(parseLocalToken('token')).toBeUndefined();
    expect(parseLocalToken('local1.12.x')).toBeUndefined();
    expect(isFresh({ issued: 0, nonce: 1 }, LOCAL_TOKEN_TTL_MS + 1)).toBe(false);
    expect(isFresh({ issued: 1000, nonce: 1 }, 2000)).toBe(true);
  });
});

describe('captcha configuration', () => {
  it('is compact below 320 px', () => {
    expect(captchaSize(319)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
  });

  it('knows the third-party providers by script URL and render parameters only', () => {
    const options = { siteKey: 'k', size: 'compact' as const, onToken: () => undefined, onExpired: () => undefined };
    for (const config of Object.values(SCRIPT_PROVIDERS)) {
      expect(config.scriptUrl).toMatch(/^https:\/\/.*render=explicit$/);
      expect(config.params(options)).toMatchObject({ sitekey: 'k', size: 'compact' });
    }
  });
});
