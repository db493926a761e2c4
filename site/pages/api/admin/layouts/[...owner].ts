// The layout editor's calls (domain/layout/layout-api.ts), for an owner key in the path
// (`/api/admin/layouts/page/<id>`, `…/page/<id>/<field>`, `…/item/<collection>/<item>`, `…/site/<field>`):
// GET → LayoutView; PUT {layout, expectedVersion} → {version}; GET …/history → {entries};
// POST …/publish|discard {expectedVersion} → LayoutView; POST …/restore {version, expectedVersion}
// → LayoutView; POST …/preview {layout} | {version} → LayoutPreview (checked as a save, or the kept
// version; nothing stored). Area content (read for GET and a kept version's preview, write else).
// Work: site/admin/layouts/.
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { handle } from '../../../../edge/handle.js';
import { ownerPath } from '../../../../admin/owner-path.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { ApiError } from '../../../../edge/api-error.js';
import { merchantChange, merchantPost, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { previewsKept } from '../../../../features/page-builder/draft-schema.js';
import { LAYOUT_BODY_BYTES, layoutActionSchema, layoutPreviewSchema, layoutRestoreSchema, saveDraftSchema } from '../../../../features/page-builder/layout-schema.js';
import { discardLayout, foundOwner, layoutHistoryView, layoutView, publishLayout, restoreLayout, saveLayoutDraft } from '../../../../admin/layouts/layout-calls.js';
import { previewLayout } from '../../../../admin/layouts/layout-preview.js';

export const prerender = false;

const ACTIONS = ['publish', 'discard', 'restore', 'preview', 'history'] as const;

const pathOf = (context: APIContext) => ownerPath(context, ACTIONS);

const noAction = (): ApiError => new ApiError(404, 'not-found', 'No such layout call.');

export const GET: APIRoute = handle(async (context) => {
  const { segments, action } = pathOf(context);
  if (action !== undefined && action !== 'history') throw noAction();
  const { store, session } = await merchantRead(context, z.object({}).passthrough(), 'content');
  const found = await foundOwner(segments);
  return jsonResponse(action === 'history' ? await layoutHistoryView(store, found) : await layoutView(store, found, session.user.roles));
});

export const PUT: APIRoute = handle(async (context) => {
  const { segments, action } = pathOf(context);
  if (action !== undefined) throw noAction();
  const { store, session, input } = await merchantChange(context, saveDraftSchema, 'content', LAYOUT_BODY_BYTES);
  const found = await foundOwner(segments);
  return jsonResponse(await saveLayoutDraft(store, found, input.layout, input.expectedVersion, session.user));
});

export const POST: APIRoute = handle(async (context) => {
  const { segments, action } = pathOf(context);
  switch (action) {
    case 'publish':
    case 'discard': {
      const { store, session, input } = await merchantChange(context, layoutActionSchema, 'content');
      const found = await foundOwner(segments);
      return jsonResponse(action === 'publish' ? await publishLayout(store, found, input.expectedVersion, session.user) : await discardLayout(store, found, input.expectedVersion, session.user));
    }
    case 'restore': {
      const { store, session, input } = await merchantChange(context, layoutRestoreSchema, 'content');
      return jsonResponse(await restoreLayout(store, await foundOwner(segments), input.version, input.expectedVersion, session.user));
    }
    case 'preview': {
      const { store, session, input } = await merchantPost(context, layoutPreviewSchema, 'content', LAYOUT_BODY_BYTES, (body) => !previewsKept(body));
      return jsonResponse(await previewLayout(store, await foundOwner(segments), input, session.user.roles, context.url.origin, context.cookies));
    }
    default:
      throw noAction();
  }
});
