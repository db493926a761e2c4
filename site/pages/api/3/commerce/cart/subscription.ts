// POST /api/3/commerce/cart/subscription {itemId, sku | variantId, qty, additionalFields} →
// {cartToken}: a cart of its own holding the subscription, which the add-to-cart button takes
// to the subscription page. Only subscription products; stock and forms as for an add.
import type { APIRoute } from 'astro';
import { createCartToken, findProduct } from '../../../../../db/index.js';
import { ApiError } from '../../../../../edge/api-error.js';
import { resolveChoice } from '../../../../../features/cart/cart-item.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { NOT_SUBSCRIPTION_MESSAGE, subscriptionCartSchema } from '../../../../../features/checkout/order-schemas.js';
import { stateChange } from '../../../../../edge/state-change.js';
import { apiStore } from '../../../../../server/store.js';

export const prerender = false;



export const POST: APIRoute = handle(async (context) => {
  const { input } = await stateChange(context, subscriptionCartSchema);
  const store = await apiStore();
  const sku = await resolveChoice(store, input);
  const product = await findProduct(store, input.itemId);
  if (!product?.isSubscribable) throw new ApiError(400, 'not-subscription', NOT_SUBSCRIPTION_MESSAGE, [{ path: 'itemId', message: NOT_SUBSCRIPTION_MESSAGE }]);
  const change = await createCartToken(store, {
    itemId: input.itemId,
    sku,
    quantity: input.qty as number,
    additionalFields: input.additionalFields ?? null,
  });
  return jsonResponse({ cartToken: change.cart.id });
});
