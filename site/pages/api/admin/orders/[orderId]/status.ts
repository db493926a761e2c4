// PUT /api/admin/orders/{orderId}/status {status, expectedVersion} → OrderDetail: moves the order
// along the allowed transitions (domain/commerce/order-status.ts; store area, write). 409
// `order-transition` for a move the rules forbid, 409 `stale-version` when the order changed since
// `expectedVersion`; nothing changes on any refusal. Each move sends the shopper the email the
// payment and fulfilment panel's action sends (site/admin/orders/order-detail.ts).
import type { APIRoute } from 'astro';
import { orderStatusChangeSchema } from '../../../../../../domain/admin/orders.js';
import { moveOrder } from '../../../../../admin/orders/order-detail.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../features/accounts/merchant-guard.js';
import { adminActor } from '../../../../../features/orders/admin-panel.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, orderStatusChangeSchema, 'store');
  return jsonResponse(await moveOrder(store, context.params['orderId'] ?? '', input.status, input.expectedVersion, { actor: adminActor(session.user.email), now: Date.now() }));
});
