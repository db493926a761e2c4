// DELETE /api/admin/media/<id> → 204; 409 `media-in-use` naming the content parts that still
// show the image; 404 when there is no such image.
import type { APIRoute } from 'astro';
import { removeMedia } from '../../../../media/media-service.js';
import { handle } from '../../../../edge/handle.js';
import { merchantChange } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const DELETE: APIRoute = handle(async (context) => {
  const { store } = await merchantChange(context, undefined, 'content');
  await removeMedia(store, context.params['id'] ?? '');
  return new Response(null, { status: 204 });
});
