// POST /checkout/gift-card/buy (the gift-card page's form: crumb, itemId, sku) → a cart of its
// own holding the gift card (a cart token, like a subscription's), then 303 to its checkout
// page. Refusals answer as every state-changing call does (JSON, 4xx) and change nothing: a
// gift card is not sold while the shop's gift-card entitlement is off (403 `feature-unavailable`).
import type { APIRoute } from 'astro';
import { createCartToken, findProduct } from '../../../db/index.js';
import { GIFT_CARD } from '../../../../domain/enums/product-type.js';
import { ApiError } from '../../../edge/api-error.js';
import { handle } from '../../../edge/handle.js';
import { stateChange } from '../../../edge/state-change.js';
import { assertForSale } from '../../../features/entitlements/entitlements.js';
import { apiStore } from '../../../server/store.js';

export const prerender = false;

const NOT_GIFT_CARD = 'That is not a gift card denomination of this store.';

export const POST: APIRoute = handle(async (context) => {
  const { form } = await stateChange(context, undefined);
  const itemId = form?.get('itemId') ?? '';
  const sku = form?.get('sku') ?? '';
  const store = await apiStore();
  const product = await findProduct(store, itemId);
  if (product?.productType !== GIFT_CARD || !product.variants.some((v) => v.sku === sku)) {
    throw new ApiError(404, 'unknown-gift-card', NOT_GIFT_CARD, [{ path: 'sku', message: NOT_GIFT_CARD }]);
  }
  await assertForSale(product);
  const change = await createCartToken(store, { itemId: product.id, sku, quantity: 1, additionalFields: null });
  return context.redirect(`/checkout?${new URLSearchParams({ cartToken: change.cart.id }).toString()}`, 303);
});
