// GET /api/admin/content/collections → { collections: CollectionSummary[], types } in the site's order;
// POST { value: { title, urlId, typeName } } creates an empty collection (201, its CollectionView),
// served at /<urlId> at once.
import type { APIRoute } from 'astro';
import { newCollectionSchema } from '../../../../../../domain/admin/content/collection.js';
import { collectionTypes, createCollection } from '../../../../../admin/content/collection-lifecycle.js';
import { listCollections } from '../../../../../admin/content/collections.js';
import { CONTENT_BODY_BYTES, createBody, noQuery } from '../../../../../admin/content/requests.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'content');
  return jsonResponse({ collections: await listCollections(store), types: await collectionTypes() });
});

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, createBody(newCollectionSchema), 'content', CONTENT_BODY_BYTES);
  return jsonResponse(await createCollection(store, input.value, session.user.email), 201);
});
