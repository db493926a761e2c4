import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../../../site/db/index.js';
import { itemsWithLiveStock } from '../../../../site/features/products/live-stock.js';

const product = (qtyInStock: number, unlimited = false): ProductRecord => ({
  id: 'prod-bowl',
  urlId: 'stoneware-bowl',
  title: 'Bowl',
  productType: 1,
  isSubscribable: false,
  additionalFieldsFormId: null,
  version: 1,
  content: { id: 'prod-bowl', title: 'Bowl', structuredContent: { variants: [{ sku: 'BWL-1', qtyInStock: 4, unlimited: false }] } },
  variants: [{ id: 'v1', productId: 'prod-bowl', sku: 'BWL-1', attributes: {}, priceCents: 100, salePriceCents: 0, onSale: false, unitPriceCents: 100, qtyInStock, unlimited, weightGrams: 0 }],
});

describe('shop items with live stock', () => {
  it('show the catalogue stock, not the stock the content was written with', () => {
    const [item] = itemsWithLiveStock([product(0)]);
    expect(item?.['structuredContent']).toMatchObject({ variants: [{ sku: 'BWL-1', qtyInStock: 0, unlimited: false }] });
  });

  it('leave the stored content untouched', () => {
    const record = product(0, true);
    itemsWithLiveStock([record]);
    expect(record.content).toMatchObject({ structuredContent: { variants: [{ qtyInStock: 4 }] } });
  });
});
