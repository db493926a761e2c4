// GET /api/commerce/inventory/stock/?itemId= → {results: [{itemId, variantId, sku, unlimited,
// qtyInStock}]}; 404 for an unknown item.
import type { APIRoute } from 'astro';
import { StoreError, stockForItem } from '../../../../../db/index.js';
import { apiStore } from '../../../../../server/store.js';
import { issueCrumb } from '../../../../../features/cart/cart-route.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { stockQuerySchema } from '../../../../../features/cart/cart-schemas.js';
import { validate } from '../../../../../edge/validate.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  issueCrumb(context);
  const { itemId } = validate(stockQuerySchema, { itemId: context.url.searchParams.get('itemId') ?? undefined });
  const results = await stockForItem(await apiStore(), itemId);
  if (results.length === 0) throw new StoreError('unknown-item', { itemId });
  return jsonResponse({ results });
});
