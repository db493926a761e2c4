// GET /api/admin/store/product-choices → ProductChoices: the images (site assets and those
// products use) and forms a product may be given, and the store currency (store area, read).
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { productChoices } from '../../../../admin/store/catalogue-admin.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'store');
  return jsonResponse(await productChoices(store));
});
