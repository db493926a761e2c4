// GET /api/admin/content/popup-overlay → {value: PopupSettings, version} (of the website part);
// PUT {expectedVersion, value} saves them into the website part's `popupOverlay` (409 stale,
// 400 naming the field). Area `content`.
import type { APIRoute } from 'astro';
import { versioned } from '../../../../../domain/admin/content/fields.js';
import { popupSettingsOf, popupSettingsSchema, withPopupSettings } from '../../../../../domain/popup-overlay/settings.js';
import { CONTENT_BODY_BYTES, noQuery } from '../../../../admin/content/requests.js';
import { readObjectPart } from '../../../../admin/content/parts.js';
import { saveVersionedPart, type Store } from '../../../../db/index.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { WEBSITE_PART } from '../../../../../domain/content/website-settings.js';

export const prerender = false;

async function view(store: Store): Promise<Response> {
  const part = await readObjectPart(store, WEBSITE_PART, 'The website settings');
  return jsonResponse({ value: popupSettingsOf(part.value), version: part.version, updated: part.updated });
}

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'content');
  return view(store);
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, versioned(popupSettingsSchema), 'content', CONTENT_BODY_BYTES);
  const part = await readObjectPart(store, WEBSITE_PART, 'The website settings');
  await saveVersionedPart(store, WEBSITE_PART, withPopupSettings(part.value, input.value), { expectedVersion: input.expectedVersion, savedBy: session.user.email });
  return view(store);
});
