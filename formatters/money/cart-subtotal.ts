import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { CENTS_SHIFT } from '../../domain/money/constants.js';
import { parseDecimal, shiftDecimal } from '../../domain/money/decimal.js';
import { legacyMoneyHtml } from '../../domain/money/legacy-format.js';
import { storeCurrency } from './price-html.js';

/**
 * `{cart|cart-subtotal}`: the cart's `subtotalCents` in the store currency, in the legacy money
 * span: `<span class="sqs-cart-subtotal"><span class="sqs-money-native">12.50</span></span>`;
 * empty text when there is no cart.
 */
export const cartSubtotal: FormatterDef = {
  name: 'cart-subtotal',
  apply(value, _args, scope) {
    // No cart (nothing stored yet): the cart indicator's subtotal is empty text (spec 001 §3).
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
    const cents = parseDecimal(getOwn(value, 'subtotalCents')) ?? '0';
    const money = legacyMoneyHtml(shiftDecimal(cents, -CENTS_SHIFT), storeCurrency(scope));
    return `<span class="sqs-cart-subtotal">${money}</span>`;
  },
};
