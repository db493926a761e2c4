import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captchaSize } from '../../../islands/captcha/captcha-size.js';
import { renderCaptcha } from '../../../islands/captcha/providers.js';
import { SCRIPT_PROVIDERS } from '../../../islands/captcha/script-providers.js';
import { captchaAction, isCaptchaPurpose } from '../../../domain/captcha/captcha-purpose.js';
import { parseLocalToken, seedBytes, solveLocalChallenge, solves } from '../../../domain/captcha/local-token.js';
import { meetsDifficulty, seedWords, workHead, workMessage } from '../../../domain/captcha/work-hash.js';

const SEED = Buffer.alloc(32, 7).toString('base64url');

describe('the local captcha proof of work', () => {
  it('hashes seed and nonce exactly as node:crypto does (the server checks with it)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (seed, nonce) => {
        const expected = createHash('sha256').update(workMessage(seed, nonce)).digest().readUInt32BE(0);
        expect(workHead(seedWords(seed), nonce)).toBe(expected);
      }),
    );
  });

  it('counts leading zero bits of the hash head', () => {
    expect(meetsDifficulty(0x0000ffff, 16)).toBe(true);
    expect(meetsDifficulty(0x0001ffff, 16)).toBe(false);
    expect(meetsDifficulty(0xffffffff, 0)).toBe(true);
    expect(meetsDifficulty(0, 32)).toBe(true);
  });

  it('solves a challenge in slices, reporting progress, with a token the server can check', async () => {
    const shares: number[] = [];
    const token = await solveLocalChallenge({ seed: SEED, bits: 14, expiresAt: 0, ttlMs: 0 }, { sliceMs: 1, onProgress: (share) => shares.push(share), yieldNow: () => Promise.resolve() });
    const parsed = parseLocalToken(token)!;
    expect(parsed.seed).toBe(SEED);
    expect(solves(seedBytes(SEED)!, parsed.nonce, 14)).toBe(true);
    const head = createHash('sha256').update(workMessage(seedBytes(SEED)!, parsed.nonce)).digest().readUInt32BE(0);
    expect(head >>> 18).toBe(0);
    expect(shares.every((s, i) => s > 0 && s < 1 && (i === 0 || s >= shares[i - 1]!))).toBe(true);
  });

  it('refuses malformed tokens and seeds', () => {
    expect(parseLocalToken('token')).toBeUndefined();
    expect(parseLocalToken(`local1.${SEED}.1`)).toBeUndefined();
    expect(parseLocalToken(`local2.${SEED}.x`)).toBeUndefined();
    expect(parseLocalToken(`local2.${SEED}.99999999999999999`)).toBeUndefined();
    expect(seedBytes('short')).toBeUndefined();
  });

  it('names purposes and their third-party actions', () => {
    expect(['sign-in', 'restock', 'password-reset', 'form:form-contact'].every(isCaptchaPurpose)).toBe(true);
    expect(['form:', 'form:a b', 'checkout', ''].some(isCaptchaPurpose)).toBe(false);
    expect(captchaAction('form:form-contact')).toBe('form');
    expect(captchaAction('sign-in')).toBe('sign-in');
  });
});

describe('captcha configuration', () => {
  it('is compact below 320 px', () => {
    expect(captchaSize(319)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
  });

  it('knows the third-party providers by script URL and render parameters only; Turnstile gets the action', () => {
    const options = { siteKey: 'k', purpose: 'sign-in' as const, size: 'compact' as const, onToken: () => undefined, onExpired: () => undefined };
    for (const config of Object.values(SCRIPT_PROVIDERS)) {
      expect(config.scriptUrl).toMatch(/^https:\/\/.*render=explicit$/);
      expect(config.params(options)).toMatchObject({ sitekey: 'k', size: 'compact' });
    }
    expect(SCRIPT_PROVIDERS.turnstile.params({ ...options, purpose: 'form:form-contact' })).toMatchObject({ action: 'form' });
  });

  it("rejects with 'ReCaptcha has not been set up!' when the site has no captcha key", async () => {
    const options = { purpose: 'restock' as const, size: 'normal' as const, onToken: () => undefined, onExpired: () => undefined };
    await expect(renderCaptcha({ provider: 'recaptcha', siteKey: null }, {} as HTMLElement, options)).rejects.toThrow('ReCaptcha has not been set up!');
  });
});
