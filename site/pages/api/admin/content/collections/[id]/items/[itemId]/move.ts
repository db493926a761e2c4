// POST /api/admin/content/collections/<id>/items/<itemId>/move { expectedVersion, by: -1 | 1 }
// → CollectionView: one place up or down, in a collection whose order the owner sets.
import type { APIRoute } from 'astro';
import { moveItem } from '../../../../../../../../admin/content/items.js';
import { idParam, moveBody } from '../../../../../../../../admin/content/requests.js';
import { handle } from '../../../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, moveBody, 'content');
  const id = idParam(context, 'id', 'That collection');
  const itemId = idParam(context, 'itemId', 'That item');
  return jsonResponse(await moveItem(store, id, itemId, input.by, input.expectedVersion, session.user.email));
});
