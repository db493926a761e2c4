// DELETE /api/admin/account/sessions/{id} → {ended: true}: ends one of the signed-in user's
// sessions (this one too: it is then signed out). 404 when they have no such session.
import type { APIRoute } from 'astro';
import { endUserSession } from '../../../../../db/index.js';
import { ApiError } from '../../../../../edge/api-error.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../../features/accounts/audit.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { accountChange } from '../../../../../features/accounts/owner-guard.js';

export const prerender = false;

export const DELETE: APIRoute = handle(async (context) => {
  const { store, session } = await accountChange(context, 'self', undefined);
  const id = context.params['id'] ?? '';
  describeAudit(context, { action: AUDIT_ACTIONS.sessionRevoked, target: `${session.user.email}${id === session.id ? ' (this session)' : ''}` });
  if (!(await endUserSession(store, session.user.id, id))) throw new ApiError(404, 'unknown-session', 'That session has already ended.');
  return jsonResponse({ ended: true });
});
