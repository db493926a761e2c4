import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh unguessable token: 32 hex characters (128 bits). */
export function newToken(): string {
  return randomBytes(16).toString('hex');
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
