// GET /api/admin/orders?status=&q=&cursor=&limit= → OrderPage: the orders newest first, filtered by
// status and by an order number or part of the customer's email (store area, read). A bad cursor
// or filter answers 400 naming it.
import type { APIRoute } from 'astro';
import { orderListQuerySchema } from '../../../../../domain/admin/orders.js';
import { pageOrders } from '../../../../admin/orders/order-list.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { withCursor } from '../../../../features/restock/restock-merchant.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, orderListQuerySchema, 'store');
  return jsonResponse(await withCursor(() => pageOrders(store, input)), 200, { 'cache-control': 'no-store' });
});
