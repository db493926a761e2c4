// GET /api/admin/content/code-injection/versions/<version> → { version, value: { header, footer } }:
// a kept version's code, for comparing with the current one (404 when it is not kept; area settings).
import type { APIRoute } from 'astro';
import { codeInjectionVersion } from '../../../../../../admin/content/code-injection.js';
import { noQuery } from '../../../../../../admin/content/requests.js';
import { notFound } from '../../../../../../admin/content/refusal.js';
import { handle } from '../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../edge/json-response.js';
import { merchantRead } from '../../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'code');
  const raw = context.params['version'] ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw notFound('That version');
  return jsonResponse(await codeInjectionVersion(store, Number(raw)));
});
