// GET /api/admin/digital-files → {products: [{id, title, files}]}: the digital products and their
// files (store area, read).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { digitalProducts } from '../../../../features/digital-goods/digital-files-admin.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'store');
  return jsonResponse({ products: await digitalProducts(store) }, 200, { 'cache-control': 'no-store' });
});
