import { createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 as authenticator apps use it: HMAC-SHA1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_MS = 30_000;
/** Codes of the step before and after the current one are accepted too (clock drift). */
export const TOTP_WINDOW = 1;
const SECRET_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function newTotpSecret(): Buffer {
  return randomBytes(SECRET_BYTES);
}

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Undefined when `text` is not base32 (spaces and case are forgiven). */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

export function stepAt(now: number): number {
  return Math.floor(now / TOTP_STEP_MS);
}

/** The code of one step (RFC 4226's HOTP of the step counter). */
export function totpCode(secret: Uint8Array, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The step whose code `code` is, within the window around `now` and after `lastStep` (a step
 * already used is never accepted again), or undefined.
 */
export function matchingStep(secret: Uint8Array, code: string, now: number, lastStep: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const current = stepAt(now);
  let found: number | undefined;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    // Every step is computed, so the time taken tells nothing of which one matched.
    if (totpCode(secret, step) === code && step > lastStep && found === undefined) found = step;
  }
  return found;
}

/** The `otpauth://` URI an authenticator app reads (Key Uri Format). */
export function otpauthUri(secret: Uint8Array, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret: base32Encode(secret), issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_MS / 1000) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
