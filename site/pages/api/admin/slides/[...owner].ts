// The slide calls (domain/layout/slide-api.ts), for an owner key in the path
// (`/api/admin/slides/page/<id>` a cover page, `…/site/lock-screen`, `…/site/popup-overlay`):
// GET → SlideView; PUT {slide, expectedVersion} → {version}; POST …/publish|discard
// {expectedVersion} → SlideView; GET …/history → {entries} (the published versions kept, newest first);
// POST …/restore {version, expectedVersion} → SlideView (the kept version put in the draft, checked as a save);
// POST …/preview {slide} | {version} → {page} (checked as a save, or the kept version; nothing stored).
// Area content (read for GETs and a kept version's preview, write else). Work: site/admin/slides/.
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { handle } from '../../../../edge/handle.js';
import { ownerPath } from '../../../../admin/owner-path.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { ApiError } from '../../../../edge/api-error.js';
import { merchantChange, merchantPost, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { previewsKept } from '../../../../features/page-builder/draft-schema.js';
import { SLIDE_BODY_BYTES, previewSlideSchema, restoreSlideSchema, saveSlideSchema, slideActionSchema } from '../../../../features/page-builder/slide-schema.js';
import { previewSlide } from '../../../../admin/slides/slide-preview.js';
import { discardSlide, foundSlideOwner, publishSlide, restoreSlide, saveSlide, slideHistoryView, slideView } from '../../../../admin/slides/slide-calls.js';

export const prerender = false;

const ACTIONS = ['publish', 'discard', 'restore', 'preview', 'history'] as const;

const pathOf = (context: APIContext) => ownerPath(context, ACTIONS);

const noAction = (): ApiError => new ApiError(404, 'not-found', 'No such slide call.');

export const GET: APIRoute = handle(async (context) => {
  const { segments, action } = pathOf(context);
  if (action !== undefined && action !== 'history') throw noAction();
  const { store } = await merchantRead(context, z.object({}).passthrough(), 'content');
  const found = await foundSlideOwner(segments);
  return jsonResponse(action === 'history' ? await slideHistoryView(store, found) : await slideView(store, found));
});

export const PUT: APIRoute = handle(async (context) => {
  const { segments, action } = pathOf(context);
  if (action !== undefined) throw noAction();
  const { store, session, input } = await merchantChange(context, saveSlideSchema, 'content', SLIDE_BODY_BYTES);
  return jsonResponse(await saveSlide(store, await foundSlideOwner(segments), input.slide, input.expectedVersion, session.user));
});

export const POST: APIRoute = handle(async (context) => {
  const { segments, action } = pathOf(context);
  switch (action) {
    case 'preview': {
      const { store, input } = await merchantPost(context, previewSlideSchema, 'content', SLIDE_BODY_BYTES, (body) => !previewsKept(body));
      return jsonResponse(await previewSlide(store, await foundSlideOwner(segments), input, context.cookies));
    }
    case 'restore': {
      const { store, session, input } = await merchantChange(context, restoreSlideSchema, 'content');
      return jsonResponse(await restoreSlide(store, await foundSlideOwner(segments), input.version, input.expectedVersion, session.user));
    }
    case 'publish':
    case 'discard': {
      const { store, session, input } = await merchantChange(context, slideActionSchema, 'content');
      const found = await foundSlideOwner(segments);
      return jsonResponse(action === 'publish' ? await publishSlide(store, found, input.expectedVersion, session.user) : await discardSlide(store, found, input.expectedVersion, session.user));
    }
    default:
      throw noAction();
  }
});
