// GET /api/admin/orders/{orderId} → OrderDetail (store area, read); 404 for an unknown order.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { orderDetail, requireOrder } from '../../../../admin/orders/order-detail.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'store');
  return jsonResponse(orderDetail(await requireOrder(store, context.params['orderId'] ?? '')), 200, { 'cache-control': 'no-store' });
});
