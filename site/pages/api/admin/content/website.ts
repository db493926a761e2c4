// GET /api/admin/content/website → WebsiteView (the settings form, version, multilingual default);
// PUT { expectedVersion, value: WebsiteSettings } saves them (409 stale, 400 naming the field; 403
// `code-forbidden` when a role that may not write code changes the ad pixel's script address).
import type { APIRoute } from 'astro';
import { versioned } from '../../../../../domain/admin/content/fields.js';
import { websiteSettingsSchema } from '../../../../../domain/admin/content/website.js';
import { CONTENT_BODY_BYTES, noQuery } from '../../../../admin/content/requests.js';
import { saveWebsite, websiteView } from '../../../../admin/content/website.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { may } from '../../../../../domain/admin/permissions.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'content');
  return jsonResponse(await websiteView(store));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, versioned(websiteSettingsSchema), 'content', CONTENT_BODY_BYTES);
  return jsonResponse(await saveWebsite(store, input.value, input.expectedVersion, session.user.email, may(session.user.roles, 'code', 'write')));
});
