// GET /api/admin/content/collections/<id>/items/<itemId> → ItemView; PUT { expectedVersion,
// value: ItemInput } saves it; DELETE ?expectedVersion= removes it (versions: the collection's).
import type { APIRoute } from 'astro';
import { versioned } from '../../../../../../../../domain/admin/content/fields.js';
import { itemSchema } from '../../../../../../../../domain/admin/content/item.js';
import { deleteItem, itemView, saveItem } from '../../../../../../../admin/content/items.js';
import { CONTENT_BODY_BYTES, expectedVersionQuery, idParam, noQuery } from '../../../../../../../admin/content/requests.js';
import { handle } from '../../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

const ids = (context: Parameters<APIRoute>[0]) => [idParam(context, 'id', 'That collection'), idParam(context, 'itemId', 'That item')] as const;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'content');
  const [id, itemId] = ids(context);
  return jsonResponse(await itemView(store, id, itemId));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, versioned(itemSchema), 'content', CONTENT_BODY_BYTES);
  const [id, itemId] = ids(context);
  return jsonResponse(await saveItem(store, id, itemId, input.value, input.expectedVersion, session.user.email));
});

export const DELETE: APIRoute = handle(async (context) => {
  const { store, session } = await merchantChange(context, undefined, 'content');
  const [id, itemId] = ids(context);
  return jsonResponse(await deleteItem(store, id, itemId, expectedVersionQuery(context), session.user.email));
});
