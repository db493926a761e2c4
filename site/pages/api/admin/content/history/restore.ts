// POST /api/admin/content/history/restore { part, version, expectedVersion } → { part, version }:
// a kept version saved again as the newest, its rich text cleaned (409 when the part changed since
// expectedVersion; 403 `code-forbidden` when it would change the ad pixel's script address for a
// role that may not write code).
import type { APIRoute } from 'astro';
import { restoreVersion } from '../../../../../admin/content/history.js';
import { restoreBody } from '../../../../../admin/content/requests.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../features/accounts/merchant-guard.js';
import { may } from '../../../../../../domain/admin/permissions.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, restoreBody, 'content');
  return jsonResponse(await restoreVersion(store, input.part, input.version, input.expectedVersion, session.user.email, may(session.user.roles, 'code', 'write')));
});
