// PUT /api/admin/account/password {currentPassword, newPassword} → {changed: true, otherSessionsEnded}:
// changes the signed-in user's password (the current one required: 400 naming `currentPassword`
// otherwise) and ends their other sessions. Any role that opens the admin.
import type { APIRoute } from 'astro';
import { passwordChangeSchema } from '../../../../../domain/admin/user-admin.js';
import { checkUserPassword, endOtherSessions, setUserPassword } from '../../../../db/index.js';
import { whileHashing } from '../../../../features/accounts/busy.js';
import { ApiError } from '../../../../edge/api-error.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../features/accounts/audit.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { accountChange } from '../../../../features/accounts/owner-guard.js';

export const prerender = false;

const WRONG_CURRENT = 'Your current password is not correct.';

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await accountChange(context, 'self', passwordChangeSchema);
  describeAudit(context, { action: AUDIT_ACTIONS.passwordChanged, target: session.user.email });
  if (!(await whileHashing(() => checkUserPassword(store, session.user.id, input.currentPassword)))) {
    throw new ApiError(400, 'wrong-password', WRONG_CURRENT, [{ path: 'currentPassword', message: WRONG_CURRENT }]);
  }
  await whileHashing(() => setUserPassword(store, session.user.id, input.newPassword));
  const otherSessionsEnded = await endOtherSessions(store, session.user.id, session.id);
  return jsonResponse({ changed: true, otherSessionsEnded });
});
