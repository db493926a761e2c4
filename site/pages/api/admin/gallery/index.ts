// GET /api/admin/gallery → GallerySummary[]: the site's gallery collections (id, title, URL, image count, version).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { listGalleries } from '../../../../admin/gallery/gallery-parts.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'content');
  return jsonResponse(await listGalleries(store));
});
