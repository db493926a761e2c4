// POST /api/admin/content/history/restore { part, version, expectedVersion } → { part, version }:
// a kept version saved again as the newest (409 when the part changed since expectedVersion).
import type { APIRoute } from 'astro';
import { restoreVersion } from '../../../../../admin/content/history.js';
import { restoreBody } from '../../../../../admin/content/requests.js';
import { handle } from '../../../../../server/handle.js';
import { jsonResponse } from '../../../../../server/json-response.js';
import { merchantChange } from '../../../../../server/merchant-guard.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, restoreBody, 'content');
  return jsonResponse(await restoreVersion(store, input.part, input.version, input.expectedVersion, session.user.email));
});
