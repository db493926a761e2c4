// DELETE /api/admin/users/{id} → {removed: true}: removes the user and ends their sessions. 409
// for yourself (`self-change`) and for the last ADMIN (`last-admin`); 404 for no such user.
// ADMIN only.
import type { APIRoute } from 'astro';
import { findSiteUser, removeSiteUser } from '../../../../db/index.js';
import { userRefusal } from '../../../../features/accounts/user-refusals.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../features/accounts/audit.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { accountChange } from '../../../../features/accounts/owner-guard.js';

export const prerender = false;

export const DELETE: APIRoute = handle(async (context) => {
  const { store, session } = await accountChange(context, 'owner', undefined);
  const id = context.params['id'] ?? '';
  describeAudit(context, { action: AUDIT_ACTIONS.userRemoved, target: (await findSiteUser(store, id))?.email ?? id });
  if (id === session.user.id) throw userRefusal('self');
  const outcome = await removeSiteUser(store, id);
  if (!outcome.ok) throw userRefusal(outcome.reason);
  return jsonResponse({ removed: true });
});
