// DELETE /api/multilingual/connection (crumb, no body) → the settings, disconnected and without
// languages. Role guarding comes with the site-user sessions.
import type { APIRoute } from 'astro';
import { handle } from '../../../server/handle.js';
import { jsonResponse } from '../../../server/json-response.js';
import { disconnected, writeMultilingual } from '../../../server/site-settings.js';
import { stateChange } from '../../../server/state-change.js';
import { apiStore } from '../../../server/store.js';

export const prerender = false;

export const DELETE: APIRoute = handle(async (context) => {
  await stateChange(context, undefined);
  const settings = disconnected();
  await writeMultilingual(await apiStore(), settings);
  return jsonResponse(settings);
});
