import type { SiteSession } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';

/** How long a confirmed password opens the sensitive admin actions: 5 minutes. */
export const REAUTH_WINDOW_MS = 5 * 60 * 1000;
export const REAUTH_CODE = 'reauth-required';
export const REAUTH_MESSAGE = 'Please enter your password again to continue.';

/**
 * The guard of a sensitive admin action (API keys, users and roles, custom code): the session's
 * password confirmed (`POST /api/admin/session/reauth`) within REAUTH_WINDOW_MS, else 403
 * `reauth-required`, which the admin's API client answers with the password dialog and a retry.
 * One line after the call's other checks: `requireRecentAuth(session);`.
 */
export function requireRecentAuth(session: SiteSession, now = Date.now()): void {
  const at = session.reauthAt;
  if (at === null || now - at > REAUTH_WINDOW_MS || at > now + 60_000) throw new ApiError(403, REAUTH_CODE, REAUTH_MESSAGE);
}
