// GET /1.0/commerce/inventory?cursor= (Authorization: Bearer <key>) → {inventory: [{variantId,
// sku, descriptor, isUnlimited, quantity}], pagination}: every variant's stock, 50 a page.
import { listInventory } from '../../../../db/index.js';
import { commerceApi, pagination } from '../../../../features/commerce-api/commerce-api-route.js';
import { pageQuery } from '../../../../features/commerce-api/commerce-api-schemas.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { validate } from '../../../../edge/validate.js';

export const prerender = false;

export const GET = commerceApi('read', async (context, { store }) => {
  const query = validate(pageQuery, Object.fromEntries(context.url.searchParams));
  const page = await listInventory(store, { cursor: query.cursor, limit: query.limit });
  return jsonResponse({ inventory: page.items, pagination: pagination(context, page) });
});
