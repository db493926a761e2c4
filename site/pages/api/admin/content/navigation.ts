// GET /api/admin/content/navigation → NavigationView (every navigation by name, version);
// PUT { expectedVersion, value: { mainNav: [...], ... } } saves them all.
import type { APIRoute } from 'astro';
import { versioned } from '../../../../../domain/admin/content/fields.js';
import { navigationSchema } from '../../../../../domain/admin/content/navigation.js';
import { navigationView, saveNavigation } from '../../../../admin/content/navigation.js';
import { CONTENT_BODY_BYTES, noQuery } from '../../../../admin/content/requests.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'content');
  return jsonResponse(await navigationView(store));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, versioned(navigationSchema), 'content', CONTENT_BODY_BYTES);
  return jsonResponse(await saveNavigation(store, input.value, input.expectedVersion, session.user.email));
});
