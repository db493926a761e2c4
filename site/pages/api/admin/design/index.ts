// GET /api/admin/design → DesignState: the site folder's design settings (tweaks), the saved
// values, their version and the folder's tweak warnings (area design, read).
// PUT {values, expectedVersion} → the same, saved ({} resets to the folder's defaults): 400 naming
// each wrong value, 409 `stale-version` when someone saved in between (area design, write).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { designSaveSchema } from '../../../../../domain/design/design-api.js';
import { readDesign, saveDesign } from '../../../../admin/design/design-settings.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'design');
  return jsonResponse(await readDesign(store));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, designSaveSchema, 'design');
  return jsonResponse(await saveDesign(store, input.values, input.expectedVersion, session.user.email));
});
