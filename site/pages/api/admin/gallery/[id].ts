// GET /api/admin/gallery/<id> → GalleryDetail: the images in order and the settings.
// PUT /api/admin/gallery/<id> {expectedVersion, settings, images} → GalleryDetail: the images in
// the order given (new ones by the mediaUrl of an upload, absent ones removed) and the settings,
// each checked with a message naming it (400, nothing stored); 409 when someone saved in between.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { gallerySaveCall } from '../../../../admin/gallery/gallery-call.js';
import { readGallery, saveGallery } from '../../../../admin/gallery/gallery-parts.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'content');
  return jsonResponse(await readGallery(store, context.params['id'] ?? ''));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await gallerySaveCall(context);
  return jsonResponse(await saveGallery(store, context.params['id'] ?? '', input, session.user.email));
});
