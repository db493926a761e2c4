import { describe, expect, it } from 'vitest';
import { typedMinorUnits } from '../../../domain/money/typed-amount.js';
import { changeDue, posSale } from '../../../domain/admin/store/point-of-sale.js';
import { addOne, basketTotal, clampQuantity, type BasketLine } from '../../../domain/admin/store/pos-basket.js';

const bowl: Omit<BasketLine, 'quantity'> = { variantId: 'v-bowl', productName: 'Bowl', variantLabel: '', sku: 'B', unitPriceCents: 2250, maxQuantity: 2 };
const candle: Omit<BasketLine, 'quantity'> = { variantId: 'v-candle', productName: 'Candle', variantLabel: '', sku: 'C', unitPriceCents: 1600, maxQuantity: null };

describe('the point of sale basket', () => {
  it('adds one at a time, never past the stock, and totals the lines', () => {
    let lines = addOne([], bowl);
    lines = addOne(lines, bowl);
    lines = addOne(lines, bowl);
    lines = addOne(lines, candle);
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([['v-bowl', 2], ['v-candle', 1]]);
    expect(basketTotal(lines)).toBe(2 * 2250 + 1600);
    expect(addOne([], { ...bowl, maxQuantity: 0 })).toEqual([]);
  });

  it('keeps typed quantities whole, at least 1 and within the stock', () => {
    expect([clampQuantity(0, 5), clampQuantity(2.7, 5), clampQuantity(9, 5), clampQuantity(5000, null), clampQuantity(Number.NaN, 5)]).toEqual([1, 2, 5, 999, 1]);
  });

  it('reads cash as cents and gives the change only when it covers the total', () => {
    const cash = (text: string): number | undefined => typedMinorUnits(text, 'USD');
    expect(['50', '50.5', '50.05', ' 7 ', '5.123', '-1', 'abc', ''].map(cash)).toEqual([5000, 5050, 5005, 700, undefined, undefined, undefined, undefined]);
    expect([changeDue(12200, 15000), changeDue(12200, 12200), changeDue(12200, 12199)]).toEqual([2800, 0, null]);
  });

  it('asks for the cash received and refuses a variant twice in one sale', () => {
    const issues = (input: unknown) => (posSale.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ saleKey: 'sale-0001', lines: [{ variantId: 'v', quantity: 1 }, { variantId: 'v', quantity: 2 }], method: 'cash' })).toEqual([
      'tenderedCents: Enter the cash received.',
      'lines.1.variantId: is already in the sale',
    ]);
    expect(issues({ saleKey: 'sale-0001', lines: [{ variantId: 'v', quantity: 1 }], method: 'card', customerEmail: '' })).toEqual([]);
  });
});
