// The bulk manager's rule (domain/admin/store/bulk-change.ts): what each change makes of a
// product's prices, sale, stock and visibility, and the call's validation.
import { describe, expect, it } from 'vitest';
import { bulkApply, bulkChange, bulkOutcome, type BulkChange, type BulkProductState } from '../../../domain/admin/store/bulk-change.js';

const variant = (priceCents: number, extra: Partial<BulkProductState['variants'][number]> = {}) => ({ priceCents, salePriceCents: 0, onSale: false, qtyInStock: 3, unlimited: false, ...extra });
const product = (...variants: BulkProductState['variants'][number][]): BulkProductState => ({ visible: true, variants });
const change = (value: unknown): BulkChange => bulkChange.parse(value);
const prices = (p: BulkProductState) => p.variants.map((v) => v.priceCents);

describe('bulk changes', () => {
  it('sets the price; a sale stays only while its price is below the new one', () => {
    const out = bulkOutcome(change({ kind: 'set-price', amount: '25' }), product(variant(4200, { onSale: true, salePriceCents: 3000 }), variant(1000, { onSale: true, salePriceCents: 800 })), 'USD');
    expect(prices(out)).toEqual([2500, 2500]);
    expect(out.variants.map((v) => v.onSale)).toEqual([false, true]);
  });

  it('raises and lowers by a percentage, rounded half up to the cent, never below 0', () => {
    expect(prices(bulkOutcome(change({ kind: 'adjust-price', unit: 'percent', direction: 'down', value: '10' }), product(variant(1999), variant(5)), 'USD'))).toEqual([1799, 5]);
    expect(prices(bulkOutcome(change({ kind: 'adjust-price', unit: 'percent', direction: 'up', value: '12.5' }), product(variant(1000), variant(1)), 'USD'))).toEqual([1125, 1]);
    expect(prices(bulkOutcome(change({ kind: 'adjust-price', unit: 'percent', direction: 'down', value: '150' }), product(variant(1000)), 'USD'))).toEqual([0]);
  });

  it('raises and lowers by an amount, never below 0', () => {
    expect(prices(bulkOutcome(change({ kind: 'adjust-price', unit: 'amount', direction: 'up', value: '2.50' }), product(variant(1000)), 'USD'))).toEqual([1250]);
    expect(prices(bulkOutcome(change({ kind: 'adjust-price', unit: 'amount', direction: 'down', value: '15' }), product(variant(1000)), 'USD'))).toEqual([0]);
  });

  it('puts on sale at a percentage off (nothing off a free variant) and ends a sale', () => {
    const sale = bulkOutcome(change({ kind: 'sale', percentOff: '25' }), product(variant(1999), variant(0)), 'USD');
    expect(sale.variants.map((v) => [v.onSale, v.salePriceCents])).toEqual([[true, 1499], [false, 0]]);
    expect(bulkOutcome(change({ kind: 'end-sale' }), sale, 'USD').variants.map((v) => v.onSale)).toEqual([false, false]);
  });

  it('sets stock (no longer unlimited), makes it unlimited, shows and hides', () => {
    const stocked = bulkOutcome(change({ kind: 'stock', qtyInStock: 12 }), product(variant(100, { unlimited: true })), 'USD');
    expect(stocked.variants[0]).toMatchObject({ qtyInStock: 12, unlimited: false });
    expect(bulkOutcome(change({ kind: 'unlimited' }), stocked, 'USD').variants[0]).toMatchObject({ unlimited: true });
    expect(bulkOutcome(change({ kind: 'visibility', visible: false }), stocked, 'USD').visible).toBe(false);
  });

  it('refuses bad changes naming the field', () => {
    const issues = (value: unknown) => {
      const parsed = bulkChange.safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ kind: 'set-price', amount: '-3' })).toEqual(['amount: must be a number such as 12.50']);
    expect(issues({ kind: 'sale', percentOff: '100' })).toEqual(['percentOff: must be more than 0 and at most 99']);
    expect(issues({ kind: 'stock', qtyInStock: 1.5 })).toEqual(['qtyInStock: must be a whole number']);
    expect(issues({ kind: 'paint' })[0]).toMatch(/^kind: must be one of set-price/);
    const body = bulkApply.safeParse({ change: { kind: 'unlimited' }, products: [{ id: 'a', version: 1, variants: [] }, { id: 'a', version: 1, variants: [] }] });
    expect(body.success ? [] : body.error.issues.map((i) => i.path.join('.'))).toEqual(['products.1.id']);
  });
});
