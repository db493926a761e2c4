// PUT /api/commerce/shopping-cart/entries/{entryId} {quantity} → {shoppingCart, updatedEntry}
// (quantity 0 removes the entry; updatedEntry is then null).
// DELETE /api/commerce/shopping-cart/entries/{entryId} → {shoppingCart}.
import type { APIRoute } from 'astro';
import { removeEntry, setEntryQuantity } from '../../../../../../db/index.js';
import { cartContext, entryIdParam, onEntry } from '../../../../../../features/cart/cart-route.js';
import { handle } from '../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../edge/json-response.js';
import { setQuantitySchema } from '../../../../../../features/cart/cart-schemas.js';
import { stateChange } from '../../../../../../edge/state-change.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { visitorId, input } = await stateChange(context, setQuantitySchema);
  const entryId = entryIdParam(context);
  const { store, toJson, entry } = await cartContext();
  const cart = await onEntry(entryId, () => setEntryQuantity(store, { visitorId }, entryId, input.quantity as number));
  const updated = cart.entries.find((e) => e.id === entryId);
  return jsonResponse({ shoppingCart: toJson(cart), updatedEntry: updated ? entry(updated) : null });
});

export const DELETE: APIRoute = handle(async (context) => {
  const { visitorId } = await stateChange(context, undefined);
  const entryId = entryIdParam(context);
  const { store, toJson } = await cartContext();
  const cart = await onEntry(entryId, () => removeEntry(store, { visitorId }, entryId));
  return jsonResponse({ shoppingCart: toJson(cart) });
});
