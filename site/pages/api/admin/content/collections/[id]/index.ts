// GET /api/admin/content/collections/<id> → CollectionView (settings, items, version);
// PUT { expectedVersion, value: { title, urlId, description } } saves the settings.
import type { APIRoute } from 'astro';
import { collectionSettingsSchema } from '../../../../../../../domain/admin/content/collection.js';
import { versioned } from '../../../../../../../domain/admin/content/fields.js';
import { collectionView, readCollection, saveCollectionSettings } from '../../../../../../admin/content/collections.js';
import { CONTENT_BODY_BYTES, idParam, noQuery } from '../../../../../../admin/content/requests.js';
import { handle } from '../../../../../../server/handle.js';
import { jsonResponse } from '../../../../../../server/json-response.js';
import { merchantChange, merchantRead } from '../../../../../../server/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'content');
  return jsonResponse(collectionView(await readCollection(store, idParam(context, 'id', 'That collection'))));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, versioned(collectionSettingsSchema), 'content', CONTENT_BODY_BYTES);
  const id = idParam(context, 'id', 'That collection');
  return jsonResponse(await saveCollectionSettings(store, id, input.value, input.expectedVersion, session.user.email));
});
