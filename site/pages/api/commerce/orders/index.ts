// POST /api/commerce/orders: turns the visitor's cart (or, with `cartToken`, the cart of a cart
// token: a subscription, a gift card) into an order → the order confirmation (201). Crumb
// required (header or `crumb` parameter). JSON body: `email`, `shippingAddress` (physical items),
// `giftCardRecipient` (gift cards), `paymentProvider` (one the site enables; default its first),
// `idempotencyKey` (or the `Idempotency-Key` header: a repeat answers the same order), `cartToken`
// (also read from the query). Refusals are JSON: bad input 400 naming each field, empty cart,
// out of stock, below minimum, too many items, too many unpaid orders (per visitor, address, email),
// an idempotency key reused with another request, cart already purchased 409, unknown cart token 404.
// A plain form post (the checkout page without JavaScript) is answered with a redirect: to the
// order-confirmed page, or back to the checkout page with the errors beside the fields.
import type { APIContext, APIRoute } from 'astro';
import { z } from 'astro/zod';
import { isStoreError } from '../../../../db/index.js';
import { setCheckoutFlash } from '../../../../features/checkout/checkout-flash.js';
import { ApiError } from '../../../../edge/api-error.js';
import { checkoutCart } from '../../../../features/checkout/checkout.js';
import { formInput } from '../../../../features/checkout/customer-schema.js';
import { handle } from '../../../../edge/handle.js';
import { addressOf } from '../../../../edge/rate-limit.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { orderConfirmedUrl, orderJson } from '../../../../features/checkout/order-json.js';
import { cartTokenSchema, idempotencyKeySchema, placeOrderSchema } from '../../../../features/checkout/order-schemas.js';
import { stateChange } from '../../../../edge/state-change.js';
import { validate } from '../../../../edge/validate.js';

export const prerender = false;

const headerKeySchema = z.object({ 'Idempotency-Key': idempotencyKeySchema.optional() });

export const POST: APIRoute = handle(async (context) => {
  const type = context.request.headers.get('content-type') ?? '';
  const { visitorId, input, form } = await stateChange(context, type.startsWith('application/json') ? placeOrderSchema : undefined);
  if (form) return formCheckout(context, visitorId, form);
  const queryToken = context.url.searchParams.get('cartToken');
  const cartToken = input?.cartToken ?? (queryToken === null ? undefined : validate(cartTokenSchema, queryToken));
  const header = validate(headerKeySchema, { 'Idempotency-Key': context.request.headers.get('idempotency-key') ?? undefined });
  const idempotencyKey = input?.idempotencyKey ?? header['Idempotency-Key'];
  const order = await checkoutCart({ visitorId, address: addressOf(context), cartToken, idempotencyKey, body: input ?? {} });
  return jsonResponse(orderJson(order), 201);
});

/** The checkout page's form: 303 to the order's page, or back to the checkout page with the refusal. */
async function formCheckout(context: APIContext, visitorId: string, form: URLSearchParams): Promise<Response> {
  const token = cartTokenSchema.safeParse(form.get('cartToken') ?? context.url.searchParams.get('cartToken'));
  try {
    const body = validate(placeOrderSchema, { ...formInput(form), ...(token.success ? { cartToken: token.data } : {}) });
    const order = await checkoutCart({ visitorId, address: addressOf(context), cartToken: body.cartToken, idempotencyKey: body.idempotencyKey, body });
    return context.redirect(orderConfirmedUrl(order), 303);
  } catch (error) {
    if (!(error instanceof ApiError) && !isStoreError(error)) throw error;
    setCheckoutFlash(context.cookies, error.message, error instanceof ApiError ? error.issues : [], form);
    return context.redirect(token.success ? `/checkout?${new URLSearchParams({ cartToken: token.data }).toString()}` : '/checkout', 303);
  }
}
