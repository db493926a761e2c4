// DELETE /api/multilingual/connection (no body) → the settings, disconnected and without
// languages. A merchant call: signed in with a merchant role and the session's xsrf token.
import type { APIRoute } from 'astro';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { disconnected, writeMultilingual } from '../../../server/site-settings.js';
import { merchantChange } from '../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const DELETE: APIRoute = handle(async (context) => {
  const { store } = await merchantChange(context, undefined, 'settings');
  const settings = disconnected();
  await writeMultilingual(store, settings);
  return jsonResponse(settings);
});
