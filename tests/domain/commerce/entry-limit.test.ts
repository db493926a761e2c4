import { describe, expect, it } from 'vitest';
import { clampEntryQuantity, entryLimitMessage, entryMaxQuantity, MAX_ENTRY_QUANTITY, overStockMessage } from '../../../domain/commerce/entry-limit.js';

describe('what one cart entry may hold', () => {
  it('is the stock less what the cart\'s other entries of the variant hold', () => {
    expect(entryMaxQuantity({ unlimited: false, qtyInStock: 4 }, 0)).toBe(4);
    expect(entryMaxQuantity({ unlimited: false, qtyInStock: 4 }, 1)).toBe(3);
    expect(entryMaxQuantity({ unlimited: false, qtyInStock: 4 }, 6)).toBe(0);
    expect(entryMaxQuantity({ unlimited: false, qtyInStock: 0 }, 0)).toBe(0);
  });

  it('never exceeds the per-entry maximum, unlimited or not', () => {
    expect(MAX_ENTRY_QUANTITY).toBe(9999);
    expect(entryMaxQuantity({ unlimited: true, qtyInStock: 0 }, 5)).toBe(9999);
    expect(entryMaxQuantity({ unlimited: false, qtyInStock: 50_000 }, 0)).toBe(9999);
  });
});

describe('a quantity asked on the cart page', () => {
  it('is kept within what the entry may hold, and says when it was held back', () => {
    expect(clampEntryQuantity(3, 1, 4)).toEqual({ quantity: 3, clamped: false });
    expect(clampEntryQuantity(4, 1, 4)).toEqual({ quantity: 4, clamped: false });
    expect(clampEntryQuantity(5, 1, 4)).toEqual({ quantity: 4, clamped: true });
    expect(clampEntryQuantity(40, 3, 4)).toEqual({ quantity: 4, clamped: true });
  });

  it('is at least 1 and a whole number', () => {
    expect(clampEntryQuantity(0, 2, 4)).toEqual({ quantity: 1, clamped: false });
    expect(clampEntryQuantity(2.7, 1, 4)).toEqual({ quantity: 2, clamped: false });
  });

  it('may always go down, even for an entry above the stock left; raising it is held at what it has', () => {
    expect(clampEntryQuantity(4, 5, 2)).toEqual({ quantity: 4, clamped: false });
    expect(clampEntryQuantity(6, 5, 2)).toEqual({ quantity: 5, clamped: true });
    expect(clampEntryQuantity(2, 1, 0)).toEqual({ quantity: 1, clamped: true });
  });
});

describe('why a line cannot hold more', () => {
  it('names how many are left, sold out, or the per-item maximum', () => {
    expect(entryLimitMessage(3, false)).toBe('Only 3 left');
    expect(entryLimitMessage(1, false)).toBe('Only 1 left');
    expect(entryLimitMessage(0, false)).toBe('Sold out');
    expect(entryLimitMessage(9999, true)).toBe('At most 9999 per item');
    expect(entryLimitMessage(9999, false)).toBe('At most 9999 per item');
  });

  it('stays on a line holding more than can be had, and only then', () => {
    expect(overStockMessage(5, 2, false)).toBe('Only 2 left');
    expect(overStockMessage(2, 0, false)).toBe('Sold out');
    expect(overStockMessage(2, 2, false)).toBeUndefined();
    expect(overStockMessage(1, 9999, true)).toBeUndefined();
  });
});
