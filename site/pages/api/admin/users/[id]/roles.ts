// PUT /api/admin/users/{id}/roles {roles} → {user}: replaces the user's roles (your own too: the
// screen asks first). 409 when it would leave no ADMIN (`last-admin`); 404 for no such user.
// ADMIN only.
import type { APIRoute } from 'astro';
import { rolesSchema } from '../../../../../../domain/admin/user-admin.js';
import { findSiteUser, setUserRoles } from '../../../../../db/index.js';
import { userRefusal } from '../../../../../features/accounts/user-refusals.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../../features/accounts/audit.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { accountChange } from '../../../../../features/accounts/owner-guard.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { store, input } = await accountChange(context, 'owner', rolesSchema);
  const id = context.params['id'] ?? '';
  const before = await findSiteUser(store, id);
  describeAudit(context, { action: AUDIT_ACTIONS.rolesChanged, target: `${before?.email ?? id}: ${before?.roles.join(', ') ?? '?'} to ${input.roles.join(', ')}` });
  const outcome = await setUserRoles(store, id, input.roles);
  if (!outcome.ok) throw userRefusal(outcome.reason);
  return jsonResponse({ user: { ...outcome.user, roles: [...new Set(input.roles)] } });
});
