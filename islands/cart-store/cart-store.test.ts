import { beforeEach, describe, expect, it } from 'vitest';
import { $cart, $cartStatus, acceptCart, nextTicket, recalculating, resetCartStore } from './cart-store.js';
import type { CartJson } from './cart-types.js';

const cart = (totalQuantity: number): CartJson => ({
  id: 'c1',
  currencyCode: 'USD',
  entries: [],
  subtotalCents: totalQuantity * 100,
  subtotal: { currencyCode: 'USD', value: `${totalQuantity}.00`, decimalValue: `${totalQuantity}.00`, cents: totalQuantity * 100 },
  taxCents: 0,
  shippingCostCents: 0,
  discountCents: 0,
  grandTotalCents: totalQuantity * 100,
  totalQuantity,
  hasDigital: false,
  purelyDigital: false,
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
