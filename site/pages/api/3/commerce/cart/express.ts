// POST /api/3/commerce/cart/express {itemId, sku | variantId, qty, additionalFields} →
// {cartToken}: "Buy now" (express checkout, spec 000 §7: a single purchase) checks out that one
// item at that quantity in a cart of its own, never the visitor's cart, which stays as it was.
// The button goes on to /checkout?cartToken=…. Subscriptions go to their own page instead (400);
// stock, forms and the shop's entitlements as for an add.
import type { APIRoute } from 'astro';
import { createCartToken, findProduct } from '../../../../../db/index.js';
import { ApiError } from '../../../../../edge/api-error.js';
import { resolveChoice } from '../../../../../features/cart/cart-item.js';
import { assertForSale } from '../../../../../features/entitlements/entitlements.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { subscriptionCartSchema } from '../../../../../features/checkout/order-schemas.js';
import { stateChange } from '../../../../../edge/state-change.js';
import { apiStore } from '../../../../../server/store.js';

export const prerender = false;

const SUBSCRIPTION_ONLY = 'A subscription is bought on its subscription page, not by express checkout.';

export const POST: APIRoute = handle(async (context) => {
  const { input } = await stateChange(context, subscriptionCartSchema);
  const store = await apiStore();
  const sku = await resolveChoice(store, input);
  const product = await findProduct(store, input.itemId);
  if (product?.isSubscribable) throw new ApiError(400, 'subscription-product', SUBSCRIPTION_ONLY, [{ path: 'itemId', message: SUBSCRIPTION_ONLY }]);
  if (product) await assertForSale(product);
  const change = await createCartToken(store, { itemId: input.itemId, sku, quantity: input.qty as number, additionalFields: input.additionalFields ?? null });
  return jsonResponse({ cartToken: change.cart.id });
});
