// GET /api/admin/content/history?part=website → { part, entries: [{ version, savedBy, saved }] },
// the kept versions of a content part (website, navigation, collection:<id>, page:<id>), newest first.
import type { APIRoute } from 'astro';
import { historyView } from '../../../../admin/content/history.js';
import { historyQuery } from '../../../../admin/content/requests.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, historyQuery, 'content');
  return jsonResponse(await historyView(store, input.part));
});
