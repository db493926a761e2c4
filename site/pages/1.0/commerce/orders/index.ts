// GET /1.0/commerce/orders?cursor=&modifiedAfter=&modifiedBefore=&fulfillmentStatus= (Bearer key)
// → {result: [order], pagination}: newest first, 50 a page.
import { listOrdersPage } from '../../../../db/index.js';
import { orderJson, STATUSES_OF } from '../../../../features/commerce-api/commerce-api-json.js';
import { commerceApi, pagination } from '../../../../features/commerce-api/commerce-api-route.js';
import { ordersQuery } from '../../../../features/commerce-api/commerce-api-schemas.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { orderShipments } from '../../../../features/fulfilment/shipments.js';
import { validate } from '../../../../edge/validate.js';

export const prerender = false;

export const GET = commerceApi('read', async (context, { store }) => {
  const query = validate(ordersQuery, Object.fromEntries(context.url.searchParams));
  const page = await listOrdersPage(store, {
    cursor: query.cursor,
    limit: query.limit,
    statuses: query.fulfillmentStatus === undefined ? undefined : STATUSES_OF[query.fulfillmentStatus],
    modifiedAfter: query.modifiedAfter,
    modifiedBefore: query.modifiedBefore,
  });
  const result = [];
  for (const order of page.items) result.push(orderJson(order, await orderShipments(store.db, order.id)));
  return jsonResponse({ result, pagination: pagination(context, page) });
});
