// GET /api/site-header-footer → { header, footer }; PUT (crumb; JSON header, footer objects) stores
// them and answers them back. Role guarding comes with the site-user sessions.
import type { APIRoute } from 'astro';
import { handle } from '../../server/handle.js';
import { jsonResponse } from '../../server/json-response.js';
import { headerFooterBody, readHeaderFooter, writeHeaderFooter } from '../../server/site-settings.js';
import { stateChange } from '../../server/state-change.js';
import { apiStore } from '../../server/store.js';

export const prerender = false;

export const GET: APIRoute = handle(async () => jsonResponse(await readHeaderFooter(await apiStore())));

export const PUT: APIRoute = handle(async (context) => {
  const { input } = await stateChange(context, headerFooterBody);
  const store = await apiStore();
  await writeHeaderFooter(store, input);
  return jsonResponse(await readHeaderFooter(store));
});
