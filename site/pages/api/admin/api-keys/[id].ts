// DELETE /api/admin/api-keys/{id} → {deleted: true}; the key stops working at once. 404 when
// there is no such key. Area `settings`.
import type { APIRoute } from 'astro';
import { deleteApiKey } from '../../../../db/index.js';
import { ApiError } from '../../../../edge/api-error.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../features/accounts/audit.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const DELETE: APIRoute = handle(async (context) => {
  const { store } = await merchantChange(context, undefined, 'settings');
  const id = context.params['id'] ?? '';
  describeAudit(context, { action: AUDIT_ACTIONS.apiKeyRevoked, target: id });
  if (!(await deleteApiKey(store, id))) throw new ApiError(404, 'unknown-api-key', 'That API key does not exist. It may have been deleted already.');
  return jsonResponse({ deleted: true });
});
