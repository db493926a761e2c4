// POST /api/admin/orders/{orderId}/downloads → {links}: fresh download links for a paid order's
// digital files (the old ones stop), emailed to the customer again (store area, write). 409 for
// an order that is not paid or bought no file.
import type { APIRoute } from 'astro';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../features/accounts/merchant-guard.js';
import { requireOrder } from '../../../../../admin/orders/order-detail.js';
import { resendDownloads } from '../../../../../features/digital-goods/digital-files-admin.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store } = await merchantChange(context, undefined, 'store');
  const order = await requireOrder(store, context.params['orderId'] ?? '');
  return jsonResponse(await resendDownloads(store, order));
});
