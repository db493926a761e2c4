import { createHash, randomBytes } from 'node:crypto';

/** A new secret token of 256 bits, as it goes into a link or a cookie. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, so a copy of the table opens nothing. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
