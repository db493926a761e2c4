// POST /api/site-users/account/invitation {token, password} → 201 {email}: accepts an invitation:
// the account is created with its roles and this password; the link is used up. 400
// `invalid-token` for a link unknown, used, revoked or expired (nothing created).
import type { APIRoute } from 'astro';
import { setPasswordSchema } from '../../../../../domain/admin/user-admin.js';
import { acceptInvitation } from '../../../../db/index.js';
import { whileHashing } from '../../../../features/accounts/busy.js';
import { userRefusal } from '../../../../features/accounts/user-refusals.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../features/accounts/audit.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { accountStore } from '../../../../features/accounts/merchant-user.js';
import { stateChange } from '../../../../edge/state-change.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { input } = await stateChange(context, setPasswordSchema);
  const store = await accountStore();
  const outcome = await whileHashing(() => acceptInvitation(store, input.token, input.password));
  if (!outcome.ok) throw userRefusal(outcome.reason);
  describeAudit(context, { action: AUDIT_ACTIONS.inviteAccepted, target: `${outcome.user.email} as ${outcome.user.roles.join(', ')}`, actor: { id: outcome.user.id, email: outcome.user.email } });
  return jsonResponse({ email: outcome.user.email }, 201);
});
