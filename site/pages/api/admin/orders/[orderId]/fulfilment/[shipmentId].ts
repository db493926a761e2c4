// DELETE /api/admin/orders/{orderId}/fulfilment/{shipmentId} → the panel (store area, write): undoes
// a shipment recorded less than a day ago (409 `undo-window-passed` after).
import type { APIRoute } from 'astro';
import { handle } from '../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../../features/accounts/merchant-guard.js';
import { adminActor, orderPanel } from '../../../../../../features/orders/admin-panel.js';
import { undoFulfilment } from '../../../../../../features/fulfilment/fulfil.js';

export const prerender = false;

export const DELETE: APIRoute = handle(async (context) => {
  const { store, session } = await merchantChange(context, undefined, 'store');
  const orderId = (await orderPanel(store, context.params['orderId'] ?? '', Date.now())).orderId;
  await undoFulfilment(store, orderId, context.params['shipmentId'] ?? '', { actor: adminActor(session.user.email), now: Date.now() });
  return jsonResponse(await orderPanel(store, orderId, Date.now()));
});
