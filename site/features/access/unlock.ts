/**
 * A visitor's password for one lock: counted (access-attempts.ts) before it is checked against the
 * stored hash through the password queue; the right one adds the scope to their access cookie.
 */
import type { APIContext } from 'astro';
import { ACCESS_MESSAGES, type AccessScope } from '../../../domain/site-access/access.js';
import { QueueFullError } from '../../db/index.js';
import { verifyPassword } from '../../db/passwords.js';
import { ApiError } from '../../edge/api-error.js';
import { addressOf } from '../../edge/rate-limit.js';
import { apiStore } from '../../server/store.js';
import { grantScope } from './access-cookie.js';
import { beginAccessAttempt } from './access-attempts.js';
import { readAccessSecrets } from './access-store.js';

const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';

export async function unlockScope(context: APIContext, scope: AccessScope, password: string): Promise<void> {
  const store = await apiStore();
  const secrets = await readAccessSecrets(store);
  const secret = secrets.get(scope);
  // Nothing to open: the lock was taken off meanwhile.
  if (!secret) return;
  const attempt = await beginAccessAttempt(store, scope, addressOf(context));
  const right = await verifyPassword(password, secret.hash).catch((error: unknown) => {
    if (error instanceof QueueFullError) throw new ApiError(503, 'busy', BUSY_MESSAGE, [], { 'retry-after': '1' });
    throw error;
  });
  if (!right) throw new ApiError(400, 'wrong-password', ACCESS_MESSAGES.wrongPassword, [{ path: 'password', message: ACCESS_MESSAGES.wrongPassword }]);
  await attempt.succeeded();
  grantScope(context.cookies, scope, secrets);
}
