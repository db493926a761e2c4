// POST /api/commerce/orders: turns the visitor's cart (or, with `cartToken`, the cart of a cart
// token: a subscription) into an order (test mode, no payment provider) → the order confirmation
// (201). Crumb required (header or `crumb` parameter); a JSON body is optional (it may carry the
// crumb and cartToken; both are also read from the query). A plain form post (the checkout page,
// its crumb and cartToken in hidden fields) is answered with a redirect to the order-confirmed page. Refusals are JSON: empty cart 409, out
// of stock 409, cart already purchased 409, unknown cart token 404.
import type { APIRoute } from 'astro';
import { handle } from '../../../../server/handle.js';
import { checkoutCart } from '../../../../server/checkout.js';
import { jsonResponse } from '../../../../server/json-response.js';
import { orderConfirmedUrl, orderJson } from '../../../../server/order-json.js';
import { cartTokenSchema, placeOrderSchema } from '../../../../server/order-schemas.js';
import { stateChange } from '../../../../server/state-change.js';
import { validate } from '../../../../server/validate.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const type = context.request.headers.get('content-type') ?? '';
  const { visitorId, input, form } = await stateChange(context, type.startsWith('application/json') ? placeOrderSchema : undefined);
  const queryToken = form?.get('cartToken') ?? context.url.searchParams.get('cartToken');
  const cartToken = input?.cartToken ?? (queryToken === null ? undefined : validate(cartTokenSchema, queryToken));
  const order = await checkoutCart(visitorId, cartToken);
  if (form) return context.redirect(orderConfirmedUrl(order), 303);
  return jsonResponse(orderJson(order), 201);
});
