import { describe, expect, it } from 'vitest';
import type { CartJson } from '../../domain/commerce/cart-json.js';
import { hasStockFor, quantityInCart } from './stock-rule.js';

const cart = { entries: [
  { itemId: 'mug', variantId: 'v1', quantity: 2 },
  { itemId: 'mug', variantId: 'v1', quantity: 1 },
  { itemId: 'mug', variantId: 'v2', quantity: 5 },
] } as unknown as CartJson;

describe('the stock check before the additional-fields form', () => {
  it('counts what the cart already holds of the item and variant', () => {
    expect(quantityInCart(cart, 'mug', 'v1')).toBe(3);
    expect(quantityInCart(null, 'mug', 'v1')).toBe(0);
  });

  it('needs more in stock than the cart holds, or unlimited stock', () => {
    expect(hasStockFor([{ variantId: 'v1', unlimited: false, qtyInStock: 4 }], 'v1', 3)).toBe(true);
    expect(hasStockFor([{ variantId: 'v1', unlimited: false, qtyInStock: 3 }], 'v1', 3)).toBe(false);
    expect(hasStockFor([{ variantId: 'v1', unlimited: true, qtyInStock: 0 }], 'v1', 3)).toBe(true);
    expect(hasStockFor([{ variantId: 'v2', unlimited: true, qtyInStock: 0 }], 'v1', 0)).toBe(false);
  });
});
