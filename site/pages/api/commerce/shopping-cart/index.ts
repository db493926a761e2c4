// GET /api/commerce/shopping-cart: the visitor's cart (query mock, timecode, calculateSubtotal
// are accepted and ignored: totals are always computed). Issues the visitor and crumb cookies.
import type { APIRoute } from 'astro';
import { findCart } from '../../../../db/index.js';
import { cartContext, issueCrumb } from '../../../../features/cart/cart-route.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { ensureVisitorId } from '../../../../edge/visitor-cookie.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  issueCrumb(context);
  const visitorId = ensureVisitorId(context.cookies);
  const { store, toJson } = await cartContext();
  return jsonResponse(toJson(await findCart(store, { visitorId })));
});
