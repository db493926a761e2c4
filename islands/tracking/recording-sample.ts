/**
 * Whether this browser session is in session recording's sample: drawn once, on the session's
 * first page that asks, and kept in session storage (`sf:recording-sampled`) for the rest of it,
 * whatever the rate says later. Where storage is refused the visitor is left out (never recorded
 * on a draw that could not be kept).
 */
import { inSample, SAMPLED_KEY } from '../../domain/tracking/session-recording.js';
import { readStored, writeStored } from './visitor-storage.js';

export function sessionSampled(storage: Storage | undefined, rate: number, draw: () => number, now: number): boolean {
  const kept = readStored(storage, SAMPLED_KEY, now);
  if (kept === 'true' || kept === 'false') return kept === 'true';
  const sampled = inSample(rate, draw());
  return writeStored(storage, SAMPLED_KEY, String(sampled)) && sampled;
}
