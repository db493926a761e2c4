// GET /api/admin/content/collections → { collections: CollectionSummary[] } in the site's order.
import type { APIRoute } from 'astro';
import { listCollections } from '../../../../../admin/content/collections.js';
import { noQuery } from '../../../../../admin/content/requests.js';
import { handle } from '../../../../../server/handle.js';
import { jsonResponse } from '../../../../../server/json-response.js';
import { merchantRead } from '../../../../../server/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'content');
  return jsonResponse({ collections: await listCollections(store) });
});
