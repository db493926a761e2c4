import { randomBytes } from 'node:crypto';

/** A new opaque id: 24 hex characters, like the platform's object ids. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
