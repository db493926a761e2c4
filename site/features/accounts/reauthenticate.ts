import type { APIContext } from 'astro';
import { checkUserPassword, markReauthenticated, QueueFullError } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { beginSignIn } from './login-limit.js';
import { adminOwnChange } from './merchant-guard.js';
import { addressOf } from '../../edge/rate-limit.js';
import { reauthSchema } from './reauth-schema.js';
import { REAUTH_WINDOW_MS } from './recent-auth.js';
import { assertSecondFactor } from './totp/second-factor.js';

export const WRONG_PASSWORD_MESSAGE = 'The password is incorrect.';
export const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';

/**
 * Re-authentication of the admin session: the admin call's checks, the sign-in throttle of the
 * account and address (429, captcha), the password through the hashing queue (503 when full),
 * the second factor when it is on, then the session stamped. Refusals are 403, never 401: the
 * session itself is still good.
 */
export async function reauthenticate(context: APIContext, now = Date.now()): Promise<{ until: number }> {
  const { store, session, token, input } = await adminOwnChange(context, reauthSchema);
  const attempt = await beginSignIn(store, { email: session.user.email, address: addressOf(context) }, now);
  const ok = await checkUserPassword(store, session.user.id, input.password).catch((error: unknown) => {
    if (error instanceof QueueFullError) throw new ApiError(503, 'busy', BUSY_MESSAGE, [], { 'retry-after': '1' });
    throw error;
  });
  if (!ok) throw new ApiError(403, 'wrong-password', WRONG_PASSWORD_MESSAGE, [{ path: 'password', message: WRONG_PASSWORD_MESSAGE }]);
  await assertSecondFactor(store, session.user.id, input.code, now).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) throw new ApiError(403, error.code, error.message, [{ path: 'code', message: error.message }]);
    throw error;
  });
  await attempt.succeeded();
  await markReauthenticated(store, token, now);
  return { until: now + REAUTH_WINDOW_MS };
}
