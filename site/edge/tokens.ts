import { randomFillSync, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 16;
/** Random bytes drawn from the system's CSPRNG 256 tokens at a time; each byte is handed out once. */
const pool = Buffer.alloc(TOKEN_BYTES * 256);
let used = pool.length;

/** A fresh unguessable token: 32 hex characters (128 bits). */
export function newToken(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString('hex', used, used + TOKEN_BYTES);
  pool.fill(0, used, used + TOKEN_BYTES);
  used += TOKEN_BYTES;
  return token;
}

const TOKEN = /^[0-9a-f]{32}$/;

export function isToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN.test(value);
}

/** Compares two tokens in constant time. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
