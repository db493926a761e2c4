// POST /api/commerce/shopping-cart/discount-code {code, cartToken?} → {shoppingCart}: the code on
// the cart (one at a time), shown in `coupons` and `validCoupons`, or in `invalidCoupons` with the
// reason while the cart does not qualify (a minimum subtotal). Refused: 400 not a code's shape,
// 404 no such code, 409 a code that cannot be used (inactive, not started, expired, used up) with
// its reason, 409 an empty cart, 429 too many failed attempts from this address.
// DELETE /api/commerce/shopping-cart/discount-code[?cartToken=…] → {shoppingCart} without the code.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { cartContext } from '../../../../features/cart/cart-route.js';
import { applyDiscountCode, removeDiscountCode } from '../../../../features/cart/discount-code-apply.js';
import { cartTokenSchema } from '../../../../features/checkout/order-schemas.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { addressOf } from '../../../../edge/rate-limit.js';
import { stateChange } from '../../../../edge/state-change.js';
import { validate } from '../../../../edge/validate.js';
import { storeCurrency } from '../../../../server/store.js';
import { cartRefOf } from '../../../../features/cart/cart-ref-of.js';

export const prerender = false;

const applySchema = z.object({ code: z.string({ required_error: 'Enter a discount code.', invalid_type_error: 'Enter a discount code.' }).max(64, 'A discount code is at most 32 characters.'), cartToken: cartTokenSchema.optional() }).strict();

export const POST: APIRoute = handle(async (context) => {
  const { visitorId, input } = await stateChange(context, applySchema);
  const { store, toJson } = await cartContext();
  const ref = await cartRefOf(store, visitorId, input.cartToken);
  const cart = await applyDiscountCode(store, { address: addressOf(context), ref, code: input.code, currency: await storeCurrency() });
  return jsonResponse({ shoppingCart: toJson(cart) });
});

export const DELETE: APIRoute = handle(async (context) => {
  const { visitorId } = await stateChange(context, undefined);
  const token = context.url.searchParams.get('cartToken');
  const { store, toJson } = await cartContext();
  const ref = await cartRefOf(store, visitorId, token === null ? undefined : validate(cartTokenSchema, token));
  return jsonResponse({ shoppingCart: toJson(await removeDiscountCode(store, ref)) });
});
