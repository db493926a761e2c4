import { describe, expect, it } from 'vitest';
import { belowMinimum, minimumSubtotal, minimumSubtotalMessage } from '../../../domain/commerce/minimum-subtotal.js';

describe('the minimum order subtotal', () => {
  it('is read from the store settings, as a money value or a plain decimal', () => {
    expect(minimumSubtotal({ minimumOrderSubtotal: { decimalValue: '15.00', currencyCode: 'USD' } })).toBe('15');
    expect(minimumSubtotal({ minimumOrderSubtotal: '20' })).toBe('20');
    expect(minimumSubtotal({ minimumOrderSubtotal: { decimalValue: '0.00' } })).toBeUndefined();
    expect(minimumSubtotal({})).toBeUndefined();
    expect(minimumSubtotal(undefined)).toBeUndefined();
  });

  it('holds checkout back while the subtotal is under it', () => {
    expect(belowMinimum('14.99', '15.00')).toBe(true);
    expect(belowMinimum('15.00', '15.00')).toBe(false);
    expect(belowMinimum('1', undefined)).toBe(false);
  });

  it('says so in the cart string of the specification', () => {
    expect(minimumSubtotalMessage('$15.00')).toBe('To check out, your order subtotal must be $15.00 or more.');
  });
});
