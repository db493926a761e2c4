// GET /api/admin/orders/{orderId}/fulfilment → OrderFulfilmentPanel (store area, read): payment and
// fulfilment, what is left to ship, the shipments and the history.
// POST /api/admin/orders/{orderId}/fulfilment {carrier, trackingNumber, trackingUrl, lines, notify,
// force, version} → the panel (store area, write): records a shipment and emails the shopper.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { ApiError } from '../../../../../edge/api-error.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../features/accounts/merchant-guard.js';
import { kickMailer } from '../../../../../mail/mailer.js';
import { adminActor, orderPanel } from '../../../../../features/orders/admin-panel.js';
import { fulfilOrder } from '../../../../../features/fulfilment/fulfil.js';
import { adminFulfilmentBody } from '../../../../../features/fulfilment/fulfilment-schema.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'store');
  return jsonResponse(await orderPanel(store, context.params['orderId'] ?? '', Date.now()), 200, { 'cache-control': 'no-store' });
});

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, adminFulfilmentBody, 'store');
  const orderId = (await orderPanel(store, context.params['orderId'] ?? '', Date.now())).orderId;
  const lines = input.lines?.filter((l) => l.quantity > 0);
  if (lines !== undefined && lines.length === 0) throw new ApiError(400, 'invalid-input', 'Choose at least one item to ship.', [{ path: 'lines', message: 'Choose at least one item to ship.' }]);
  await fulfilOrder(
    store,
    orderId,
    [{ carrier: input.carrier || undefined, trackingNumber: input.trackingNumber || undefined, trackingUrl: input.trackingUrl || undefined, lines }],
    { actor: adminActor(session.user.email), now: Date.now(), force: input.force, notify: input.notify, ...(input.version !== undefined ? { expectedVersion: input.version } : {}) },
  );
  kickMailer();
  return jsonResponse(await orderPanel(store, orderId, Date.now()));
});
