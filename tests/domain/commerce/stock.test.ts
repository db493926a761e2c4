import { describe, expect, it } from 'vitest';
import { UNLIMITED_STOCK, totalStock } from '../../../domain/commerce/stock.js';

const product = (structuredContent: unknown): unknown => ({ structuredContent });

describe('totalStock', () => {
  it('sums the variants', () => {
    expect(totalStock(product({ productType: 1, variants: [{ qtyInStock: 2 }, { qtyInStock: '3' }, {}] }))).toBe(5);
    expect(totalStock(product({ productType: 1 }))).toBe(0);
  });

  it('is unlimited with an unlimited variant, and for digital products and gift cards', () => {
    expect(totalStock(product({ productType: 1, variants: [{ qtyInStock: 1 }, { unlimited: true }] }))).toBe(UNLIMITED_STOCK);
    expect(totalStock(product({ productType: 2 }))).toBe(UNLIMITED_STOCK);
    expect(totalStock(product({ productType: 4 }))).toBe(UNLIMITED_STOCK);
  });
});
