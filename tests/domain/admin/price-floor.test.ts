// The price floor (domain/admin/store/price-floor.ts) and the bulk change's view of it: a change
// below 0.00 refused, one reaching 0.00 named for confirmation, a blank price keeping a product hidden.
import { describe, expect, it } from 'vitest';
import { bulkChange, bulkPriceFloor, type BulkVariantState } from '../../../domain/admin/store/bulk-change.js';
import { hasUnsetPrice, nameList, sellsForNothing, zeroPriceMessage } from '../../../domain/admin/store/price-floor.js';
import { productInput } from '../../../domain/admin/store/product-input.js';

const variant = (priceCents: number, extra: Partial<BulkVariantState> = {}): BulkVariantState => ({ priceCents, salePriceCents: 0, onSale: false, qtyInStock: 3, unlimited: false, ...extra });
const products = [
  { title: 'Apron', visible: true, variants: [variant(4200)] },
  { title: 'Mug', visible: true, variants: [variant(1000), variant(1500)] },
];

describe('lower by 150% previews $0.00', () => {
  it('a percentage or amount below the price is refused, naming the products', () => {
    expect(bulkPriceFloor(bulkChange.parse({ kind: 'adjust-price', unit: 'percent', direction: 'down', value: '150' }), products, 'USD')).toEqual({ belowZero: ['Apron', 'Mug'], atZero: [] });
    expect(bulkPriceFloor(bulkChange.parse({ kind: 'adjust-price', unit: 'amount', direction: 'down', value: '12' }), products, 'USD')).toEqual({ belowZero: ['Mug'], atZero: [] });
  });

  it('a change reaching exactly 0.00 is named for confirmation; a raise or a small cut is not', () => {
    expect(bulkPriceFloor(bulkChange.parse({ kind: 'adjust-price', unit: 'percent', direction: 'down', value: '100' }), products, 'USD')).toEqual({ belowZero: [], atZero: ['Apron', 'Mug'] });
    expect(bulkPriceFloor(bulkChange.parse({ kind: 'adjust-price', unit: 'amount', direction: 'down', value: '10' }), products, 'USD')).toEqual({ belowZero: [], atZero: ['Mug'] });
    expect(bulkPriceFloor(bulkChange.parse({ kind: 'set-price', amount: '0' }), products, 'USD').atZero).toEqual(['Apron', 'Mug']);
    expect(bulkPriceFloor(bulkChange.parse({ kind: 'adjust-price', unit: 'percent', direction: 'down', value: '10' }), products, 'USD')).toEqual({ belowZero: [], atZero: [] });
    expect(bulkPriceFloor(bulkChange.parse({ kind: 'stock', qtyInStock: 0 }), [{ title: 'Free', visible: true, variants: [variant(0)] }], 'USD')).toEqual({ belowZero: [], atZero: [] });
  });
});

describe('a new product starts visible at $0.00', () => {
  const input = (price: string, visible: boolean) => ({
    title: 'Plate', urlId: 'plate', body: '', excerpt: '', productType: 1, visible, options: [],
    variants: [{ sku: 'PLT', attributes: {}, price, salePrice: '0.00', onSale: false, qtyInStock: 1, unlimited: false, imageUrl: null }],
    subscription: null, additionalFieldsFormId: null, images: [],
  });

  it('a blank price is accepted while hidden and refused at `visible` when shown', () => {
    expect(productInput.safeParse(input('', false)).success).toBe(true);
    const shown = productInput.safeParse(input('', true));
    expect(shown.success).toBe(false);
    expect(shown.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['visible', 'A product without a price stays hidden: give every variant a price before making it visible.']]);
  });

  it('knows a stored product without a price, and a variant that sells for nothing', () => {
    expect(hasUnsetPrice({ structuredContent: { variants: [{ id: 'a' }, { id: 'b', priceUnset: true }] } })).toBe(true);
    expect(hasUnsetPrice({ structuredContent: { variants: [{ id: 'a', price: 0 }] } })).toBe(false);
    expect(sellsForNothing({ priceCents: 0, salePriceCents: 0, onSale: false })).toBe(true);
    expect(sellsForNothing({ priceCents: 500, salePriceCents: 0, onSale: true })).toBe(true);
    expect(sellsForNothing({ priceCents: 500, salePriceCents: 0, onSale: false })).toBe(false);
    expect(nameList(['Apron', 'Mug', 'Tea towel'])).toBe('Apron, Mug and Tea towel');
    expect(zeroPriceMessage(['Apron', 'Mug'])).toBe('Apron and Mug would sell for 0.00 (free). Confirm that you mean these prices to save them.');
  });
});
