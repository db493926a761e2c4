/**
 * The checkout page's shipping choice (`cart.checkout.shippingChoice`) for a cart that ships while
 * the shop has shipping zones: the options for the address the cart knows (radio buttons, the
 * chosen or cheapest one checked, each with its price), why there are none for that address, or,
 * before an address, what to do. `islands/checkout/` fills it in as the address is typed (through
 * `PUT /api/commerce/shopping-cart/shipping`); without JavaScript the cheapest option is used.
 */
import type { CartJson } from '../../../domain/commerce/cart-json.js';

export const SHIPPING_CHOICE_URL = '/api/commerce/shopping-cart/shipping';
export const ENTER_ADDRESS = 'Enter your shipping address to see the shipping options.';

export function shippingChoice(cart: CartJson, zonesSet: boolean) {
  if (!cart.requiresShipping || !zonesSet) return null;
  const selected = cart.selectedShippingOption?.id ?? null;
  return {
    url: SHIPPING_CHOICE_URL,
    options: cart.shippingOptions.map((o, i) => ({ id: o.id, inputId: `checkout-shipping-option-${String(i)}`, name: o.name, cost: o.cost, checked: o.id === selected })),
    problem: cart.shippingProblem,
    prompt: cart.shippingLocation === null ? ENTER_ADDRESS : null,
  };
}
