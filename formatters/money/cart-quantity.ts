import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn, numberText, toNumber } from '../../engine/values.js';

/** The sum of the entries' quantities; entries without a numeric quantity count 0. */
export function cartQuantityOf(cart: unknown): number {
  const entries = getOwn(cart, 'entries');
  if (!Array.isArray(entries)) return 0;
  return entries.reduce<number>((sum, entry) => {
    const quantity = toNumber(getOwn(entry, 'quantity'));
    return Number.isFinite(quantity) ? sum + quantity : sum;
  }, 0);
}

/** `{cart|cart-quantity}`: `<span class="sqs-cart-quantity">3</span>`. */
export const cartQuantity: FormatterDef = {
  name: 'cart-quantity',
  apply: (value) => `<span class="sqs-cart-quantity">${numberText(cartQuantityOf(value))}</span>`,
};
