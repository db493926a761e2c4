// PUT /api/commerce/shopping-cart/shipping {location?: {country, region?, postalCode?}, optionId?,
// cartToken?} → {shoppingCart}: where the cart ships (the checkout page sends it as the address
// is typed) and the option chosen; the cart then lists `shippingOptions` for that address (the
// cheapest chosen unless another is), `shippingProblem` when no zone covers it, and the tax of
// that address. 400 naming the field: a country the shop does not ship to, a region unknown in it.
import type { APIRoute } from 'astro';
import { setCartChoices } from '../../../../db/index.js';
import { cartContext } from '../../../../features/cart/cart-route.js';
import { cartRefOf } from '../../../../features/cart/cart-ref-of.js';
import { checkLocation, shippingChoiceSchema } from '../../../../features/cart/shipping-choice.js';
import { checkoutSettings } from '../../../../features/payments/index.js';
import { ApiError } from '../../../../edge/api-error.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { stateChange } from '../../../../edge/state-change.js';
import { siteWebsite } from '../../../../server/store.js';

export const prerender = false;

export const PUT: APIRoute = handle(async (context) => {
  const { visitorId, input } = await stateChange(context, shippingChoiceSchema);
  const { store, toJson } = await cartContext();
  const ref = await cartRefOf(store, visitorId, input.cartToken);
  const checked = checkLocation(input.location, checkoutSettings(await siteWebsite()).shipsTo);
  if (!checked.ok) throw new ApiError(400, 'invalid-input', checked.message, [{ path: checked.path, message: checked.message }]);
  const cart = await setCartChoices(store, ref, {
    ...(input.location !== undefined ? { location: checked.location } : {}),
    ...(input.optionId !== undefined ? { shippingOptionId: input.optionId } : {}),
  });
  return jsonResponse({ shoppingCart: toJson(cart) });
});
