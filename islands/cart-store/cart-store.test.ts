import { beforeEach, describe, expect, it } from 'vitest';
import { $cart, $cartStatus, acceptCart, nextTicket, recalculating, resetCartStore } from './cart-store.js';
import { cartJson, type CartJson } from '../../domain/commerce/cart-json.js';
import { moneyJson } from '../../domain/money/money-json.js';

const cart = (totalQuantity: number): CartJson => ({
  ...cartJson(undefined, 'site', 'USD'),
  id: 'c1',
  subtotalCents: totalQuantity * 100,
  subtotal: moneyJson(totalQuantity * 100, 'USD'),
  grandTotalCents: totalQuantity * 100,
  totalQuantity,
  requiresShipping: true,
});

describe('the shared cart store', () => {
  beforeEach(resetCartStore);

  it('keeps what the server answered', () => {
    expect(acceptCart(cart(2))).toBe(true);
    expect($cart.get()?.totalQuantity).toBe(2);
    expect($cartStatus.get()).toBe('loaded');
  });

  it('ignores a reply to an older request that arrives after a newer one', () => {
    const older = nextTicket();
    const newer = nextTicket();
    acceptCart(cart(5), newer);
    expect(acceptCart(cart(3), older)).toBe(false);
    expect($cart.get()?.totalQuantity).toBe(5);
  });

  it('is recalculating around an additional-fields update, and loaded after', async () => {
    acceptCart(cart(1));
    const seen: string[] = [];
    await recalculating(async () => {
      seen.push($cartStatus.get());
    });
    expect(seen).toEqual(['recalculating']);
    expect($cartStatus.get()).toBe('loaded');
  });
});
