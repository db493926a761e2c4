import { describe, expect, it } from 'vitest';
import { fromPrice } from '../../../formatters/money/from-price.js';
import { normalPrice } from '../../../formatters/money/normal-price.js';
import { salePrice } from '../../../formatters/money/sale-price.js';
import { format } from '../../helpers/fake-scope.js';

const lamp = {
  structuredContent: {
    productType: 1,
    variants: [
      { onSale: true, priceMoney: { value: '3.10' }, salePriceMoney: { value: '.25' } },
      { priceMoney: { value: '7.125' } },
    ],
  },
};

describe('from-price, normal-price and sale-price', () => {
  it('print a product price in cents', () => {
    expect(format(fromPrice, lamp)).toBe('25');
    expect(format(normalPrice, lamp)).toBe('712.5');
    expect(format(salePrice, lamp)).toBe('25');
  });

  it('print 0 for a product without prices', () => {
    for (const item of [{ structuredContent: { productType: 3, variants: [] } }, { structuredContent: { productType: 9 } }, undefined]) {
      expect([format(fromPrice, item), format(normalPrice, item), format(salePrice, item)]).toEqual(['0', '0', '0']);
    }
  });
});
