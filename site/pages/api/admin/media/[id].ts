// PUT /api/admin/media/<id> `{ altText }` → 200 MediaItem; 404 when there is no such file.
// DELETE /api/admin/media/<id> → 204; 409 `media-in-use` naming the places that still show the
// file by its address (the page's, post's, product's or gallery's title, draft or published) in
// its message and as `usedBy: [{ kind, title, state?, href? }]`; 404 when there is no such file. Layouts name images by id and
// leave out one the library no longer holds.
import type { APIRoute } from 'astro';
import { changeMediaAltText, removeMedia } from '../../../../media/media-service.js';
import { withMediaUses } from '../../../../media/media-in-use.js';
import { mediaUses } from '../../../../admin/media/media-uses.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange } from '../../../../features/accounts/merchant-guard.js';
import { mediaAltTextSchema } from '../../../../../domain/media/media-api.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, mediaAltTextSchema, 'content');
  return jsonResponse(await changeMediaAltText(store, context.params['id'] ?? '', input.altText));
});

export const DELETE: APIRoute = handle(async (context) => {
  const { store } = await merchantChange(context, undefined, 'content');
  return withMediaUses(async () => {
    await removeMedia(store, context.params['id'] ?? '', mediaUses);
    return new Response(null, { status: 204 });
  });
});
