/**
 * Password attempts on a lock, counted in the database (shared by every process) before the
 * password is checked: per address on one scope `ACCESS_ATTEMPTS` (default 10) and per address on
 * all scopes `ACCESS_ADDRESS_ATTEMPTS` (default 5 ×) per `ACCESS_WINDOW_MS` (default a minute);
 * past either every attempt answers 429 until the window ends. A right password is taken back.
 */
import { countHits, positiveSetting, uncountHits, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { limitKey, sweepLater } from '../../edge/rate-limit.js';
import { ACCESS_MESSAGES } from '../../../domain/site-access/access.js';

const attempts = positiveSetting(process.env['ACCESS_ATTEMPTS'], 10);
const addressAttempts = positiveSetting(process.env['ACCESS_ADDRESS_ATTEMPTS'], 5 * attempts);
const windowMs = positiveSetting(process.env['ACCESS_WINDOW_MS'], 60_000);

export interface AccessAttempt {
  succeeded(): Promise<void>;
}

export async function beginAccessAttempt(store: Store, scope: string, address: string, now = Date.now()): Promise<AccessAttempt> {
  const pair = limitKey('access-pair', `${scope}|${address}`);
  const all = limitKey('access-address', address);
  const [pairCount, addressCount] = await countHits(store, [pair, all].map((key) => ({ key, windowMs })), now);
  sweepLater(store, now);
  let waitMs = 0;
  if (pairCount && pairCount.count > attempts) waitMs = pairCount.expiresAt - now;
  if (addressCount && addressCount.count > addressAttempts) waitMs = Math.max(waitMs, addressCount.expiresAt - now);
  if (waitMs > 0) {
    throw new ApiError(429, 'rate-limited', ACCESS_MESSAGES.tooManyAttempts, [], { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) });
  }
  return { succeeded: () => uncountHits(store, [pair, all]) };
}
