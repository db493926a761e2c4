import { describe, expect, it } from 'vitest';
import { cartJson, type CartJson } from '../../domain/commerce/cart-json.js';
import { moneyJson } from '../../domain/money/money-json.js';
import { itemWord, pillCount, pillSentence } from './pill-label.js';
import { pillAllowedOn, pillVisible } from './pill-visible.js';
import { pillSubtotal } from './pill-subtotal.js';

const cart = (totalQuantity: number, subtotalCents: number, currencyCode = 'USD'): CartJson => ({
  ...cartJson(undefined, 'site', currencyCode),
  id: 'c1',
  subtotalCents,
  subtotal: moneyJson(subtotalCents, currencyCode),
  grandTotalCents: subtotalCents,
  totalQuantity,
  requiresShipping: true,
});

describe('the cart pill label', () => {
  it('counts up to 100, then says "100+"', () => {
    expect(pillCount(1)).toBe('1');
    expect(pillCount(100)).toBe('100');
    expect(pillCount(101)).toBe('100+');
  });

  it('says item for one and items otherwise', () => {
    expect(itemWord(1)).toBe('item');
    expect(itemWord(2)).toBe('items');
    expect(itemWord(150)).toBe('items');
    expect(pillSentence(3)).toBe('3 items in cart');
    expect(pillSentence(1)).toBe('One item in cart');
    expect(pillSentence(100)).toBe('100 items in cart');
    expect(pillSentence(101)).toBe('More than 100 items in cart');
  });

  it('trims zero fractions of the subtotal, keeps the others, groups thousands', () => {
    expect(pillSubtotal(cart(1, 3000))).toBe('$30');
    expect(pillSubtotal(cart(1, 1250))).toBe('$12.50');
    expect(pillSubtotal(cart(1, 123456))).toBe('$1,234.56');
  });

  it('reads the store currency from the cart (JPY has no fraction digits; none named is USD)', () => {
    expect(pillSubtotal(cart(1, 3000, 'JPY'))).toBe('¥3,000');
    expect(pillSubtotal(cart(1, 3000, ''))).toBe('$30');
  });
});

describe('where the pill shows', () => {
  it('shows only when the cart holds something', () => {
    expect(pillVisible(null, '/shop')).toBe(false);
    expect(pillVisible(cart(0, 0), '/shop')).toBe(false);
    expect(pillVisible(cart(2, 100), '/shop')).toBe(true);
  });

  it('is never on the cart page or checkout', () => {
    expect(pillAllowedOn('/cart')).toBe(false);
    expect(pillAllowedOn('/cart/')).toBe(false);
    expect(pillAllowedOn('/checkout')).toBe(false);
    expect(pillAllowedOn('/checkout/order-confirmed/o1')).toBe(false);
    expect(pillAllowedOn('/cartography')).toBe(true);
    expect(pillVisible(cart(2, 100), '/cart')).toBe(false);
  });
});
