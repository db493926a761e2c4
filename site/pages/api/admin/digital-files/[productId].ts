// POST /api/admin/digital-files/{productId}?filename=<name> with the file as the raw body (its
// content type) → 201 the stored file: a file for a digital product, kept with the media but never
// public (store area, write). 404 for a product that is not digital; 413 past
// `DIGITAL_FILE_MAX_MB` (default 50); 400 without a name or with an empty file.
import type { APIRoute } from 'astro';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { requireAccess } from '../../../../features/accounts/merchant-guard.js';
import { takeWriteLimit } from '../../../../edge/rate-limit.js';
import { readAdminToken } from '../../../../features/accounts/admin-cookies.js';
import { uploadDigitalFile } from '../../../../features/digital-goods/digital-files-admin.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  await takeWriteLimit(context, `session:${readAdminToken(context.cookies) ?? 'none'}`);
  const { store } = await requireAccess(context, 'store', 'write');
  return jsonResponse(await uploadDigitalFile(store, context.params['productId'] ?? '', context.request), 201);
});
