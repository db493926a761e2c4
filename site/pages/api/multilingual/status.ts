// GET /api/multilingual/status → { status: CONNECTED | DISCONNECTED, connected, languageCount }.
import type { APIRoute } from 'astro';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { readMultilingual } from '../../../server/site-settings.js';
import { apiStore } from '../../../server/store.js';

export const prerender = false;

export const GET: APIRoute = handle(async () => {
  const settings = await readMultilingual(await apiStore());
  return jsonResponse({
    status: settings.connected ? 'CONNECTED' : 'DISCONNECTED',
    connected: settings.connected,
    languageCount: settings.languages.length,
  });
});
