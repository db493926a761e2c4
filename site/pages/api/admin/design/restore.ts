// POST /api/admin/design/restore {version, expectedVersion} → DesignState: a kept version saved
// again as the newest (404 when it is no longer kept, 409 when stale; area design, write).
import type { APIRoute } from 'astro';
import { designRestoreSchema } from '../../../../../domain/design/design-api.js';
import { restoreDesign } from '../../../../admin/design/design-settings.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, designRestoreSchema, 'design');
  return jsonResponse(await restoreDesign(store, input.version, input.expectedVersion, session.user.email));
});
