// DELETE /api/admin/users/invitations/{id} → {revoked: true}: the invitation's link stops
// working. 404 when it is not pending. ADMIN only.
import type { APIRoute } from 'astro';
import { revokeInvitation } from '../../../../../db/index.js';
import { userRefusal } from '../../../../../features/accounts/user-refusals.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../../features/accounts/audit.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { accountChange } from '../../../../../features/accounts/owner-guard.js';

export const prerender = false;

export const DELETE: APIRoute = handle(async (context) => {
  const { store } = await accountChange(context, 'owner', undefined);
  const revoked = await revokeInvitation(store, context.params['id'] ?? '');
  describeAudit(context, { action: AUDIT_ACTIONS.inviteRevoked, target: revoked?.email ?? context.params['id'] ?? null });
  if (!revoked) throw userRefusal('unknown-invitation');
  return jsonResponse({ revoked: true });
});
