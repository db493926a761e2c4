// GET /1.0/commerce/products?cursor= (Bearer key) → {products: [product], pagination}: the
// catalogue in the owner's order, 50 a page.
import { listProductsPage } from '../../../../db/index.js';
import { productJson } from '../../../../features/commerce-api/commerce-api-json.js';
import { commerceApi, pagination } from '../../../../features/commerce-api/commerce-api-route.js';
import { pageQuery } from '../../../../features/commerce-api/commerce-api-schemas.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { storeCurrency } from '../../../../server/store.js';
import { validate } from '../../../../edge/validate.js';

export const prerender = false;

export const GET = commerceApi('read', async (context, { store }) => {
  const query = validate(pageQuery, Object.fromEntries(context.url.searchParams));
  const [page, currency] = await Promise.all([listProductsPage(store, { cursor: query.cursor, limit: query.limit }), storeCurrency()]);
  return jsonResponse({ products: page.items.map((p) => productJson(p, currency)), pagination: pagination(context, page) });
});
