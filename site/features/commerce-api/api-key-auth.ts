/**
 * The Commerce API's checks, as the platform documents them: `Authorization: Bearer <key>` (no
 * cookies, no crumb). Counted per address before the key is looked up (so guessing keys is
 * slow) and per key after; 401 for a missing or unknown key, 403 for a read-only key on a write.
 */
import type { APIContext } from 'astro';
import type { ApiKeySummary } from '../../../domain/admin/api-keys.js';
import { positiveSetting, useApiKey, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { addressOf, takeLimits, type LimitRule } from '../../edge/rate-limit.js';
import { apiStore } from '../../server/store.js';

export const MISSING_KEY_MESSAGE = 'Send your API key as "Authorization: Bearer <key>".';
export const UNKNOWN_KEY_MESSAGE = 'The API key is not valid. It may have been deleted.';
export const READ_ONLY_MESSAGE = 'This API key is read-only; create a read and write key to make changes.';

const env = process.env;
/** Calls per key (`COMMERCE_API_RATE` per minute, default 300, the platform's figure). */
export const API_KEY_CALLS: LimitRule = { scope: 'api-key', limit: positiveSetting(env['COMMERCE_API_RATE'], 300), windowMs: 60_000 };
/** Calls per address, whatever the key (`COMMERCE_API_ADDRESS_RATE` per minute, default 600). */
export const API_ADDRESS_CALLS: LimitRule = { scope: 'api-address', limit: positiveSetting(env['COMMERCE_API_ADDRESS_RATE'], 600), windowMs: 60_000 };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The key of the request, checked for `access`. */
export async function authenticate(context: APIContext, access: 'read' | 'write'): Promise<{ store: Store; apiKey: ApiKeySummary }> {
  await takeLimits([{ rule: API_ADDRESS_CALLS, subject: addressOf(context) }]);
  const header = context.request.headers.get('authorization');
  const secret = header === null ? undefined : BEARER.exec(header)?.[1];
  const challenge = { 'www-authenticate': 'Bearer' };
  if (secret === undefined) throw new ApiError(401, 'missing-api-key', MISSING_KEY_MESSAGE, [], challenge);
  const store = await apiStore();
  const apiKey = await useApiKey(store, secret);
  if (!apiKey) throw new ApiError(401, 'invalid-api-key', UNKNOWN_KEY_MESSAGE, [], { ...challenge });
  await takeLimits([{ rule: API_KEY_CALLS, subject: apiKey.id }]);
  if (access === 'write' && apiKey.scope !== 'read-write') throw new ApiError(403, 'read-only-api-key', READ_ONLY_MESSAGE);
  return { store, apiKey };
}
