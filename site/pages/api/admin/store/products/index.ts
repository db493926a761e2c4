// GET /api/admin/store/products → ProductList (store area, read).
// POST /api/admin/store/products {product} → 201 ProductEditorData: a new product in the site's
// products collection (at most 200), 400 naming the field for bad input, nothing written; a blank
// price keeps it hidden; a price of 0.00 needs `confirmZeroPrice: true` (409 zero-price-unconfirmed).
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { createFromInput, productList } from '../../../../../admin/store/catalogue-admin.js';
import { handle } from '../../../../../edge/handle.js';
import { storeCurrency } from '../../../../../server/store.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../features/accounts/merchant-guard.js';
import { productCreateIn } from '../../../../../../domain/admin/store/product-input.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'store');
  return jsonResponse(await productList(store));
});

export const POST: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, productCreateIn(await storeCurrency()), 'store');
  return jsonResponse(await createFromInput(store, input.product, input.confirmZeroPrice), 201);
});
