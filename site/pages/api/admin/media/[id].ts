// PUT /api/admin/media/<id> `{ altText }` → 200 MediaItem; 404 when there is no such file.
// DELETE /api/admin/media/<id> → 204; 409 `media-in-use` naming the places that still show the
// file by its address (the page's, post's, product's or gallery's title, draft or published) in
// its message and as `usedBy: [{ kind, title, state?, href? }]`, each `href` only when the caller's
// roles open that admin screen (domain/media/media-use-links.ts); 404 when there is no such file. Layouts name images by id and
// leave out one the library no longer holds.
import type { APIRoute } from 'astro';
import { changeMediaAltText, removeMedia } from '../../../../media/media-service.js';
import { withMediaUses } from '../../../../media/media-in-use.js';
import { mediaUses } from '../../../../admin/media/media-uses.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange } from '../../../../features/accounts/merchant-guard.js';
import { mediaAltTextSchema } from '../../../../../domain/media/media-api.js';
import { mediaUsesFor } from '../../../../../domain/media/media-use-links.js';
import type { MediaUse } from '../../../../../domain/media/media-use.js';
import type { Store } from '../../../../db/index.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, mediaAltTextSchema, 'content');
  return jsonResponse(await changeMediaAltText(store, context.params['id'] ?? '', input.altText));
});

export const DELETE: APIRoute = handle(async (context) => {
  const { store, session } = await merchantChange(context, undefined, 'content');
  const usesFor = async (from: Store, id: string): Promise<MediaUse[]> => mediaUsesFor(await mediaUses(from, id), session.user.roles);
  return withMediaUses(async () => {
    await removeMedia(store, context.params['id'] ?? '', usesFor);
    return new Response(null, { status: 204 });
  });
});
