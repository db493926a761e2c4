// GET /api/admin/content/pages/<id> → PageView; PUT { expectedVersion, value: PageInput } saves
// it; DELETE ?expectedVersion=&removeLinks=true&navigationVersion= removes it, with the links, in
// one transaction (409 for the home, a stale version of either, or while the navigation links it
// and removeLinks is not asked; its last version stays in the history).
import type { APIRoute } from 'astro';
import { versioned } from '../../../../../../domain/admin/content/fields.js';
import { pageSchema } from '../../../../../../domain/admin/content/page.js';
import { deletePage, pageView, savePage } from '../../../../../admin/content/pages.js';
import { CONTENT_BODY_BYTES, expectedVersionQuery, idParam, noQuery, linksRemovalParam } from '../../../../../admin/content/requests.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'content');
  return jsonResponse(await pageView(store, idParam(context, 'id', 'That page')));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, versioned(pageSchema), 'content', CONTENT_BODY_BYTES);
  return jsonResponse(await savePage(store, idParam(context, 'id', 'That page'), input.value, input.expectedVersion, session.user.email));
});

export const DELETE: APIRoute = handle(async (context) => {
  const { store, session } = await merchantChange(context, undefined, 'content');
  await deletePage(store, idParam(context, 'id', 'That page'), expectedVersionQuery(context), session.user.email, linksRemovalParam(context));
  return jsonResponse({ deleted: true });
});
