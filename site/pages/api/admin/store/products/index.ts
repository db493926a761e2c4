// GET /api/admin/store/products → ProductList (store area, read).
// POST /api/admin/store/products {product} → 201 ProductEditorData: a new product in the site's
// products collection (at most 200), 400 naming the field for bad input, nothing written.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { createFromInput, productList } from '../../../../../admin/store/catalogue-admin.js';
import { handle } from '../../../../../server/handle.js';
import { jsonResponse } from '../../../../../server/json-response.js';
import { merchantChange, merchantRead } from '../../../../../server/merchant-guard.js';
import { productInput } from '../../../../../../domain/admin/store/product-input.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'store');
  return jsonResponse(await productList(store));
});

export const POST: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, z.object({ product: productInput }), 'store');
  return jsonResponse(await createFromInput(store, input.product), 201);
});
