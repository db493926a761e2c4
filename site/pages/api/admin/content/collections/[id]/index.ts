// GET /api/admin/content/collections/<id> → CollectionView (settings, items, version);
// PUT { expectedVersion, value: { title, urlId, description } } saves the settings;
// DELETE ?expectedVersion=&removeLinks=true&navigationVersion= removes it with the navigation's links
// to it in one transaction (409 for the home, a shop showing products, a stale version of either,
// or while the navigation links it and removeLinks is not asked; its last version stays in the history).
import type { APIRoute } from 'astro';
import { collectionSettingsSchema } from '../../../../../../../domain/admin/content/collection.js';
import { versioned } from '../../../../../../../domain/admin/content/fields.js';
import { deleteCollection } from '../../../../../../admin/content/collection-lifecycle.js';
import { collectionView, readCollection, saveCollectionSettings } from '../../../../../../admin/content/collections.js';
import { CONTENT_BODY_BYTES, expectedVersionQuery, idParam, noQuery, linksRemovalParam } from '../../../../../../admin/content/requests.js';
import { handle } from '../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../../features/accounts/merchant-guard.js';

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

export const DELETE: APIRoute = handle(async (context) => {
  const { store, session } = await merchantChange(context, undefined, 'content');
  const id = idParam(context, 'id', 'That collection');
  await deleteCollection(store, id, expectedVersionQuery(context), session.user.email, linksRemovalParam(context));
  return jsonResponse({ deleted: true });
});
