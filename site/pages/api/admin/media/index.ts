// GET /api/admin/media?kind=&q=&limit=&cursor= → MediaPage { items, hasNextPage, nextPageCursor, total }:
// newest first (upload time, then id), `limit` a page (30 by default, 1 to 100), `kind=image|audio`
// only that kind, `q` file names containing it (any case, at most 100 characters), `cursor` the
// page after the one that answered it; `total` counts the files the kind and q find. 400 naming the parameter for a bad kind, limit, q or cursor.
// POST /api/admin/media (multipart/form-data with `file` and `altText`, or the raw file with its
// content type and `?filename=`; `?kind=image|audio` to accept only that kind) → 201 MediaItem.
// The content decides the type (JPEG, PNG, WebP, GIF, AVIF images; MP3, OGG, WAV, M4A, AAC audio:
// 400 naming what it is otherwise), at most 20 MB (413); nothing is kept on refusal.
// Uploading needs write access to content or to the store (a store manager's product pictures).
import type { APIRoute } from 'astro';
import { createMedia, mediaList } from '../../../../media/media-service.js';
import { readUpload } from '../../../../media/upload-body.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { MEDIA_UPLOAD_AREAS } from '../../../../../domain/admin/permissions.js';
import { mediaKindOf } from '../../../../../domain/media/media.js';
import { mediaListQuery } from '../../../../../domain/media/media-api.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, mediaListQuery, 'content');
  return jsonResponse(await mediaList(store, input), 200, { 'cache-control': 'no-store' });
});

export const POST: APIRoute = handle(async (context) => {
  // Pages and galleries (content) and products (store) show uploads: writers of either may add one.
  const { store, session } = await merchantChange(context, undefined, MEDIA_UPLOAD_AREAS);
  const upload = await readUpload(context.request);
  const expected = mediaKindOf(new URL(context.request.url).searchParams.get('kind'));
  return jsonResponse(await createMedia(store, upload, session.user.email, expected), 201);
});
