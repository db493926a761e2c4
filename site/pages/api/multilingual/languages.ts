// PUT /api/multilingual/languages (crumb; JSON { languages: ["en", "fr-CA"] }) → the settings:
// connected, the first language the default. Role guarding comes with the site-user sessions.
import type { APIRoute } from 'astro';
import { handle } from '../../../server/handle.js';
import { jsonResponse } from '../../../server/json-response.js';
import { languagesBody, writeMultilingual } from '../../../server/site-settings.js';
import { stateChange } from '../../../server/state-change.js';
import { apiStore } from '../../../server/store.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { input } = await stateChange(context, languagesBody);
  const settings = { connected: true, languages: input.languages, defaultLanguage: input.languages[0] ?? null, updatedAt: Date.now() };
  await writeMultilingual(await apiStore(), settings);
  return jsonResponse(settings);
});
