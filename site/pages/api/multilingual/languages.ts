// PUT /api/multilingual/languages (JSON { languages: ["en", "fr-CA"] }) → the settings:
// connected, the first language the default. A merchant call: signed in with a merchant role and the session's xsrf token.
import type { APIRoute } from 'astro';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { languagesBody, writeMultilingual } from '../../../server/site-settings.js';
import { merchantChange } from '../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, languagesBody, 'settings');
  const settings = { connected: true, languages: input.languages, defaultLanguage: input.languages[0] ?? null, updatedAt: Date.now() };
  await writeMultilingual(store, settings);
  return jsonResponse(settings);
});
