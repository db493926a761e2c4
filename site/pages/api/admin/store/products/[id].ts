// GET /api/admin/store/products/{id} → ProductEditorData (store area, read).
// PUT {version, product} → the saved product: 409 stale-version when it was saved (or its stock
// changed) since `version`, 400 naming the field, 404 unknown, 409 zero-price-unconfirmed for a price
// of 0.00 without `confirmZeroPrice: true`. DELETE ?version=N → {deleted: true}.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { productEditor, removeProduct, updateFromInput } from '../../../../../admin/store/catalogue-admin.js';
import { handle } from '../../../../../edge/handle.js';
import { storeCurrency } from '../../../../../server/store.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../features/accounts/merchant-guard.js';
import { validate } from '../../../../../edge/validate.js';
import { productUpdateIn } from '../../../../../../domain/admin/store/product-input.js';

export const prerender = false;

const versionQuery = z.object({ version: z.coerce.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more') });

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'store');
  return jsonResponse(await productEditor(store, context.params['id'] ?? ''));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, productUpdateIn(await storeCurrency()), 'store');
  return jsonResponse(await updateFromInput(store, context.params['id'] ?? '', input.version, input.product, input.confirmZeroPrice));
});

export const DELETE: APIRoute = handle(async (context) => {
  const { store } = await merchantChange(context, undefined, 'store');
  const { version } = validate(versionQuery, Object.fromEntries(context.url.searchParams));
  await removeProduct(store, context.params['id'] ?? '', version);
  return jsonResponse({ deleted: true, id: context.params['id'] ?? '' });
});
