// GET /api/multilingual/settings → { connected, languages, defaultLanguage, updatedAt }.
import type { APIRoute } from 'astro';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { readMultilingual } from '../../../server/site-settings.js';
import { apiStore } from '../../../server/store.js';

export const prerender = false;

export const GET: APIRoute = handle(async () => jsonResponse(await readMultilingual(await apiStore())));
