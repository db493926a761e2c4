// PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields {itemId, sku, additionalFields}
// → {shoppingCart, updatedEntry} (an entry whose new answers equal a twin's merges into it).
// GET of the same path → {form, additionalFields}: the line's form and answers, for the cart page.
import type { APIRoute } from 'astro';
import { updateEntryAdditionalFields } from '../../../../../../db/index.js';
import { resolveChoice } from '../../../../../../features/cart/cart-item.js';
import { entryForm } from '../../../../../../features/cart/entry-form.js';
import { cartContext, entryIdParam, onEntry } from '../../../../../../features/cart/cart-route.js';
import { handle } from '../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../edge/json-response.js';
import { updateFieldsSchema } from '../../../../../../features/cart/cart-schemas.js';
import { stateChange } from '../../../../../../edge/state-change.js';
import { ensureVisitorId } from '../../../../../../edge/visitor-cookie.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { visitorId, input } = await stateChange(context, updateFieldsSchema);
  const entryId = entryIdParam(context);
  const { store, toJson, entry } = await cartContext();
  const sku = await resolveChoice(store, input);
  const change = await onEntry(entryId, () =>
    updateEntryAdditionalFields(store, { visitorId }, entryId, { itemId: input.itemId, sku, additionalFields: input.additionalFields ?? null }),
  );
  return jsonResponse({ shoppingCart: toJson(change.cart), updatedEntry: entry(change.entry) });
});

export const GET: APIRoute = handle(async (context) => {
  const entryId = entryIdParam(context);
  const { store } = await cartContext();
  return jsonResponse(await entryForm(store, ensureVisitorId(context.cookies), entryId));
});
