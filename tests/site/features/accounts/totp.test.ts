// The second factor's primitives: RFC 6238's SHA-1 test vectors (truncated to 6 digits), the ±1
// step window and the refusal of a step already used, base32 both ways, the otpauth URI; secrets
// sealed under the key and refused under another key or for another user; no key under
// production refuses to seal; recovery codes' shape and hashing.
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, isRecoveryCodeShape, newRecoveryCodes } from '../../../../site/features/accounts/totp/recovery-codes.js';
import { SecretKeyMissing, seal, secretKey, unseal } from '../../../../site/features/accounts/totp/secret-box.js';
import { base32Decode, base32Encode, matchingStep, otpauthUri, stepAt, totpCode } from '../../../../site/features/accounts/totp/totp.js';

const RFC_SECRET = Buffer.from('12345678901234567890');

describe('TOTP', () => {
  it('gives the RFC 6238 SHA-1 codes (last 6 digits of the 8-digit vectors)', () => {
    const vectors: [number, string][] = [[59, '287082'], [1111111109, '081804'], [1111111111, '050471'], [1234567890, '005924'], [2000000000, '279037']];
    for (const [seconds, code] of vectors) expect(totpCode(RFC_SECRET, stepAt(seconds * 1000))).toBe(code);
  });

  it('accepts the codes of the step before and after, not two away, and never a step already used', () => {
    const now = 1_800_000_000_000;
    const step = stepAt(now);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step), now, 0)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, 0)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, 0)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now, 0)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, 'abcdef', now, 0)).toBeUndefined();
  });

  it('writes and reads base32, and names the secret, issuer and account in the otpauth URI', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi')?.toString()).toBe('foobar');
    expect(base32Decode('not base32!')).toBeUndefined();
    const text = otpauthUri(RFC_SECRET, 'Linen & Co', 'owner@shop.test');
    expect(text.startsWith('otpauth://totp/Linen%20%26%20Co:owner%40shop.test?')).toBe(true);
    const uri = new URL(text);
    expect(uri.searchParams.get('secret')).toBe(base32Encode(RFC_SECRET));
    expect(uri.searchParams.get('issuer')).toBe('Linen & Co');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});

describe('sealed secrets', () => {
  const key = Buffer.alloc(32, 7);
  it('opens with the key and user it was sealed for only, and shows nothing of the secret', () => {
    const sealed = seal(RFC_SECRET, 'user-1', key);
    expect(sealed).not.toContain(base32Encode(RFC_SECRET));
    expect(sealed).not.toContain(RFC_SECRET.toString('base64url'));
    expect(unseal(sealed, 'user-1', key)).toEqual(RFC_SECRET);
    expect(() => unseal(sealed, 'user-2', key)).toThrow();
    expect(() => unseal(sealed, 'user-1', Buffer.alloc(32, 8))).toThrow();
  });

  it('has no key under production without ADMIN_SECRET_KEY, and refuses a malformed one', () => {
    expect(() => secretKey({ NODE_ENV: 'production' })).toThrow(SecretKeyMissing);
    expect(secretKey({ NODE_ENV: 'production', ADMIN_SECRET_KEY: 'ab'.repeat(32) })).toHaveLength(32);
    expect(() => secretKey({ NODE_ENV: 'production', ADMIN_SECRET_KEY: 'short' })).toThrow(/ADMIN_SECRET_KEY must be 32 bytes/);
    expect(secretKey({ NODE_ENV: 'test' })).toHaveLength(32);
  });
});

describe('recovery codes', () => {
  it('makes ten different codes of 80 bits, hashed the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
      expect(isRecoveryCodeShape(code.toUpperCase().replaceAll('-', ' '))).toBe(true);
      expect(hashRecoveryCode(code.toUpperCase())).toBe(hashRecoveryCode(code));
      expect(hashRecoveryCode(code)).not.toContain(code.replaceAll('-', ''));
    }
  });
});
