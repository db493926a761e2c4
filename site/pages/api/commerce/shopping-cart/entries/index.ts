// POST /api/commerce/shopping-cart/entries {itemId, sku | variantId, quantity, additionalFields}
// → {shoppingCart, newlyAdded}. Entries merge by item, variant and additional fields.
import type { APIRoute } from 'astro';
import { addToCart } from '../../../../../db/index.js';
import { resolveChoice } from '../../../../../features/cart/cart-item.js';
import { cartContext } from '../../../../../features/cart/cart-route.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { addEntrySchema } from '../../../../../features/cart/cart-schemas.js';
import { stateChange } from '../../../../../edge/state-change.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { visitorId, input } = await stateChange(context, addEntrySchema);
  const { store, toJson, entry } = await cartContext();
  const sku = await resolveChoice(store, input);
  const change = await addToCart(store, { visitorId }, {
    itemId: input.itemId,
    sku,
    quantity: input.quantity as number,
    additionalFields: input.additionalFields ?? null,
  });
  return jsonResponse({ shoppingCart: toJson(change.cart), newlyAdded: entry(change.entry) });
});
