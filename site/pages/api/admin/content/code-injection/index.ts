// GET /api/admin/content/code-injection → { value: { header, footer }, version, updated } (area code);
// PUT { expectedVersion, value: { header, footer } }: the code written into every page, as a new version.
import type { APIRoute } from 'astro';
import { codeInjectionSchema } from '../../../../../../domain/admin/content/code-injection.js';
import { versioned } from '../../../../../../domain/admin/content/fields.js';
import { codeInjectionView, saveCodeInjection } from '../../../../../admin/content/code-injection.js';
import { CONTENT_BODY_BYTES, noQuery } from '../../../../../admin/content/requests.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'code');
  return jsonResponse(await codeInjectionView(store));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, versioned(codeInjectionSchema), 'code', CONTENT_BODY_BYTES);
  return jsonResponse(await saveCodeInjection(store, input.value, input.expectedVersion, session.user.email));
});
