// GET /1.0/commerce/orders/{id} (Bearer key) → the order; 404 when there is none.
import { findOrder } from '../../../../db/index.js';
import { ApiError } from '../../../../edge/api-error.js';
import { orderJson } from '../../../../features/commerce-api/commerce-api-json.js';
import { commerceApi } from '../../../../features/commerce-api/commerce-api-route.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { orderShipments } from '../../../../features/fulfilment/shipments.js';

export const prerender = false;

export const GET = commerceApi('read', async (context, { store }) => {
  const id = context.params['id'] ?? '';
  const order = /^[A-Za-z0-9_-]{1,100}$/.test(id) ? await findOrder(store, id) : undefined;
  if (!order) throw new ApiError(404, 'unknown-order', `Order ${id} does not exist.`);
  return jsonResponse(orderJson(order, await orderShipments(store.db, order.id)));
});
