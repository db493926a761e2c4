import { describe, expect, it } from 'vitest';
import { cappedExplanation, failureMessage, minimumSubtotalMessage } from './cart-messages.js';
import { belowMinimum, cartSettings } from './cart-settings.js';

const failure = (status: number, code = '') => ({ ok: false as const, status, code, message: 'server text', body: undefined });

describe('cart page messages', () => {
  it('names the failed action, and asks to check the connection when the network failed', () => {
    expect(failureMessage('update', failure(0))).toBe('Unable to update quantity. Please check your internet connection.');
    expect(failureMessage('remove', failure(0))).toBe('Unable to remove item. Please check your internet connection.');
    expect(failureMessage('update', failure(500))).toBe('Unable to update quantity. Please try again.');
    expect(failureMessage('remove', failure(404))).toBe('Unable to remove item. Please try again.');
  });

  it('explains a stock refusal with the quantity the entry keeps', () => {
    expect(failureMessage('update', failure(409, 'out-of-stock'), 4)).toBe(
      'Sorry, we do not have enough of that item available. The quantity stays at 4.',
    );
  });

  it('explains a quantity the server capped, and says nothing when it took the one asked for', () => {
    expect(cappedExplanation(9, 5)).toBe('Only 5 available, so the quantity is 5.');
    expect(cappedExplanation(5, 5)).toBeUndefined();
    expect(cappedExplanation(5, undefined)).toBeUndefined();
  });

  it('states the minimum subtotal', () => {
    expect(minimumSubtotalMessage('$15.00')).toBe('To check out, your order subtotal must be $15.00 or more.');
  });
});

describe('the store minimum', () => {
  it('holds checkout below it, not at or above it; no minimum holds nothing', () => {
    expect(belowMinimum('12.00', '15')).toBe(true);
    expect(belowMinimum('15.00', '15')).toBe(false);
    expect(belowMinimum('16', '15')).toBe(false);
    expect(belowMinimum('1', undefined)).toBe(false);
  });

  it('reads the markup data, with defaults', () => {
    expect(cartSettings({ minimumSubtotal: '15.00', checkoutUrl: '/checkout' })).toEqual({
      checkoutUrl: '/checkout',
      continueUrl: '/shop',
      emptyText: 'Your cart is empty.',
      minimumSubtotal: '15',
    });
    expect(cartSettings({ minimumSubtotal: '' }).minimumSubtotal).toBeUndefined();
    expect(cartSettings({ minimumSubtotal: '0.00' }).minimumSubtotal).toBeUndefined();
  });
});
