import { describe, expect, it } from 'vitest';
import { cartQuantity } from '../../../formatters/money/cart-quantity.js';
import { cartSubtotal } from '../../../formatters/money/cart-subtotal.js';
import { cartUrl } from '../../../formatters/money/cart-url.js';
import { format } from '../../helpers/fake-scope.js';

describe('cart formatters', () => {
  it('cart-quantity sums the entry quantities', () => {
    const cart = { entries: [{ quantity: 2 }, { quantity: '4' }, { quantity: 'lots' }, {}] };
    expect(format(cartQuantity, cart)).toBe('<span class="sqs-cart-quantity">6</span>');
    expect(format(cartQuantity, { entries: [] })).toBe('<span class="sqs-cart-quantity">0</span>');
    expect(format(cartQuantity, undefined)).toBe('<span class="sqs-cart-quantity">0</span>');
  });

  it('cart-subtotal prints the subtotal cents as money', () => {
    expect(format(cartSubtotal, { subtotalCents: 250075 })).toBe(
      '<span class="sqs-cart-subtotal"><span class="sqs-money-native">2,500.75</span></span>',
    );
    expect(format(cartSubtotal, {})).toContain('>0.00<');
  });

  it('cart-subtotal of no cart is empty text', () => {
    expect(format(cartSubtotal, undefined)).toBe('');
    expect(format(cartSubtotal, null)).toBe('');
    expect(format(cartSubtotal, 'no cart')).toBe('');
  });

  it('cart-url is the cart page path', () => {
    expect(format(cartUrl, { anything: 1 })).toBe('/cart');
  });
});
