import type { FormatterDef } from '../../engine/plugin.js';

/** The cart page's path (spec 000 §2). */
export const CART_PATH = '/cart';

/** `{@|cart-url}`: the fixed path of the cart page, whatever the value. */
export const cartUrl: FormatterDef = {
  name: 'cart-url',
  apply: () => CART_PATH,
};
