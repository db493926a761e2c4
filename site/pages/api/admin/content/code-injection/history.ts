// GET /api/admin/content/code-injection/history → { versions: [{ version, savedBy, savedAt, current }] },
// newest first (area code).
import type { APIRoute } from 'astro';
import { codeInjectionHistory } from '../../../../../admin/content/code-injection.js';
import { noQuery } from '../../../../../admin/content/requests.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantRead } from '../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'code');
  return jsonResponse(await codeInjectionHistory(store));
});
