// The slide calls (domain/layout/slide-api.ts), for an owner key in the path
// (`/api/admin/slides/page/<id>` a cover page, `…/site/lock-screen`, `…/site/popup-overlay`):
// GET → SlideView; PUT {slide, expectedVersion} → {version}; POST …/publish|discard
// {expectedVersion} → SlideView; POST …/preview {slide} → {page} (checked as a save, nothing stored). Area content (read for GET, write else). Work: site/admin/slides/.
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { handle } from '../../../../edge/handle.js';
import { ownerPath } from '../../../../admin/owner-path.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { ApiError } from '../../../../edge/api-error.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { SLIDE_BODY_BYTES, previewSlideSchema, saveSlideSchema, slideActionSchema } from '../../../../features/page-builder/slide-schema.js';
import { previewSlide } from '../../../../admin/slides/slide-preview.js';
import { discardSlide, foundSlideOwner, publishSlide, saveSlide, slideView } from '../../../../admin/slides/slide-calls.js';

export const prerender = false;

const ACTIONS = ['publish', 'discard', 'preview'] as const;

const pathOf = (context: APIContext) => ownerPath(context, ACTIONS);

const noAction = (): ApiError => new ApiError(404, 'not-found', 'No such slide call.');

export const GET: APIRoute = handle(async (context) => {
  const { segments, action } = pathOf(context);
  if (action !== undefined) throw noAction();
  const { store } = await merchantRead(context, z.object({}).passthrough(), 'content');
  return jsonResponse(await slideView(store, await foundSlideOwner(segments)));
});

export const PUT: APIRoute = handle(async (context) => {
  const { segments, action } = pathOf(context);
  if (action !== undefined) throw noAction();
  const { store, session, input } = await merchantChange(context, saveSlideSchema, 'content', SLIDE_BODY_BYTES);
  return jsonResponse(await saveSlide(store, await foundSlideOwner(segments), input.slide, input.expectedVersion, session.user));
});

export const POST: APIRoute = handle(async (context) => {
  const { segments, action } = pathOf(context);
  if (action === undefined) throw noAction();
  if (action === 'preview') {
    const { store, input } = await merchantChange(context, previewSlideSchema, 'content', SLIDE_BODY_BYTES);
    return jsonResponse(await previewSlide(store, await foundSlideOwner(segments), input.slide, context.cookies));
  }
  const { store, session, input } = await merchantChange(context, slideActionSchema, 'content');
  const found = await foundSlideOwner(segments);
  return jsonResponse(action === 'publish' ? await publishSlide(store, found, input.expectedVersion, session.user) : await discardSlide(store, found, input.expectedVersion, session.user));
});
