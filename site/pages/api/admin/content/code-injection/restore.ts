// POST /api/admin/content/code-injection/restore { version, expectedVersion } → the code view: a
// kept version saved again as the newest (409 when the code changed since expectedVersion; area settings).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { restoreCodeInjection } from '../../../../../admin/content/code-injection.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

const restoreBody = z.object({ version: z.number().int().min(1), expectedVersion: z.number().int().min(0) }).strict();

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, restoreBody, 'code');
  return jsonResponse(await restoreCodeInjection(store, input.version, input.expectedVersion, session.user.email));
});
