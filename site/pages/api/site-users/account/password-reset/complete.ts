// POST /api/site-users/account/password-reset/complete {token, password} → {reset: true}: sets
// the password of the reset link's account, uses the link up and ends every session of the
// account. 400 `invalid-token` for a link unknown, used or expired (nothing changed).
import type { APIRoute } from 'astro';
import { setPasswordSchema } from '../../../../../../domain/admin/user-admin.js';
import { completePasswordReset } from '../../../../../db/index.js';
import { whileHashing } from '../../../../../features/accounts/busy.js';
import { userRefusal } from '../../../../../features/accounts/user-refusals.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../../features/accounts/audit.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { accountStore } from '../../../../../features/accounts/merchant-user.js';
import { stateChange } from '../../../../../edge/state-change.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { input } = await stateChange(context, setPasswordSchema);
  const store = await accountStore();
  const done = await whileHashing(() => completePasswordReset(store, input.token, input.password));
  if (!done) throw userRefusal('invalid-token');
  describeAudit(context, { action: AUDIT_ACTIONS.passwordReset, target: `${done.email}: ${String(done.sessionsEnded)} sessions ended`, actor: { id: done.userId, email: done.email } });
  return jsonResponse({ reset: true });
});
