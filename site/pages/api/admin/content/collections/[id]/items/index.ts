// POST /api/admin/content/collections/<id>/items { expectedVersion, value: ItemInput } → 201, the
// new item's ItemView (expectedVersion: the collection's; 250 items at most where the owner orders them).
import type { APIRoute } from 'astro';
import { versioned } from '../../../../../../../../domain/admin/content/fields.js';
import { itemSchema } from '../../../../../../../../domain/admin/content/item.js';
import { createItem } from '../../../../../../../admin/content/items.js';
import { CONTENT_BODY_BYTES, idParam } from '../../../../../../../admin/content/requests.js';
import { handle } from '../../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, versioned(itemSchema), 'content', CONTENT_BODY_BYTES);
  const id = idParam(context, 'id', 'That collection');
  return jsonResponse(await createItem(store, id, input.value, input.expectedVersion, session.user.email), 201);
});
