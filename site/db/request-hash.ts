import { createHash } from 'node:crypto';
import { canonicalJson } from './json.js';

/**
 * The one rule of every key that makes a request idempotent (the Commerce API's Idempotency-Key,
 * the checkout's idempotency key, the point of sale's sale key): the request is remembered by this
 * digest of what it asked, so the same key again with the same request answers what the first
 * did, and with another request is refused (`idempotency-conflict`, 409). Object keys are sorted
 * first: the same request in another key order is the same request.
 */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** Whether a request matches the one a key was first used for (none remembered: keys used before digests were kept). */
export const sameRequest = (remembered: string | null, hash: string): boolean => remembered === null || remembered === hash;
