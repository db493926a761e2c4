// POST /1.0/commerce/orders/{id}/fulfillments (Authorization: Bearer <read and write key>)
// {shouldSendNotification = true, force = false, shipments: [{carrierName, service, trackingNumber,
// trackingUrl, lineItems?: [{id, quantity}]}]} → 201 the order with its fulfillments. A shipment
// without lineItems sends all that is left. Refused: an unpaid order (409 order-not-paid) unless
// force: true; a cancelled one (409); more units than are left (409 over-fulfilled); a read-only key (403).
import { findOrder } from '../../../../../db/index.js';
import { ApiError } from '../../../../../edge/api-error.js';
import { lineItemId, orderJson } from '../../../../../features/commerce-api/commerce-api-json.js';
import { commerceApi } from '../../../../../features/commerce-api/commerce-api-route.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { readJsonBody } from '../../../../../edge/request-body.js';
import { validate } from '../../../../../edge/validate.js';
import { kickMailer } from '../../../../../mail/mailer.js';
import { fulfilOrder } from '../../../../../features/fulfilment/fulfil.js';
import { apiFulfilmentBody } from '../../../../../features/fulfilment/fulfilment-schema.js';

export const prerender = false;

export const POST = commerceApi('write', async (context, { store, apiKey }) => {
  const id = context.params['id'] ?? '';
  const order = /^[A-Za-z0-9_-]{1,100}$/.test(id) ? await findOrder(store, id) : undefined;
  if (!order) throw new ApiError(404, 'unknown-order', `Order ${id} does not exist.`);
  const body = await readJsonBody(context.request);
  if (!body.ok) throw body.error;
  const input = validate(apiFulfilmentBody, body.value);
  const indexOf = new Map(order.items.map((_, index) => [lineItemId(order.id, index), index]));
  const shipments = input.shipments.map((s, n) => ({
    carrier: s.carrierName,
    service: s.service,
    trackingNumber: s.trackingNumber,
    trackingUrl: s.trackingUrl,
    lines: s.lineItems?.map((l) => {
      const index = indexOf.get(l.id);
      if (index === undefined) throw new ApiError(400, 'invalid-input', `Line item ${l.id} is not in order ${order.id}.`, [{ path: `shipments.${String(n)}.lineItems`, message: `unknown line item ${l.id}` }]);
      return { index, quantity: l.quantity };
    }),
  }));
  const done = await fulfilOrder(store, order.id, shipments, { actor: `api:${apiKey.id}`, now: Date.now(), force: input.force, notify: input.shouldSendNotification });
  kickMailer();
  return jsonResponse(orderJson(done.order, done.shipments), 201);
});
