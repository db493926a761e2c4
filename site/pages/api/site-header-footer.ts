// GET /api/site-header-footer → { header, footer }; PUT (JSON header, footer objects) stores
// them and answers them back. A merchant call: signed in with a merchant role and the session's xsrf token.
import type { APIRoute } from 'astro';
import { handle } from '../../edge/handle.js';
import { jsonResponse } from '../../edge/json-response.js';
import { headerFooterBody, readHeaderFooter, writeHeaderFooter } from '../../server/site-settings.js';
import { merchantChange } from '../../features/accounts/merchant-guard.js';
import { apiStore } from '../../server/store.js';

export const prerender = false;

export const GET: APIRoute = handle(async () => jsonResponse(await readHeaderFooter(await apiStore())));

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, headerFooterBody, 'code');
  await writeHeaderFooter(store, input, session.user.email);
  return jsonResponse(await readHeaderFooter(store));
});
