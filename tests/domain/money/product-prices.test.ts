import { describe, expect, it } from 'vitest';
import * as prices from '../../../domain/money/product-prices.js';

const product = (productType: unknown, rest: Record<string, unknown> = {}) => ({ structuredContent: { productType, ...rest } });
const variant = (price: string, sale?: string) => ({
  price: Number(price) * 100,
  priceMoney: { value: price },
  ...(sale === undefined ? {} : { onSale: true, salePrice: Number(sale) * 100, salePriceMoney: { value: sale } }),
});

describe('product prices', () => {
  const shirt = product(1, { variants: [variant('30'), variant('25', '12'), variant('40', '20')] });

  it('finds the from, normal and sale prices of variants', () => {
    expect(prices.fromPrice(shirt).amount).toBe('12');
    expect(prices.normalPrice(shirt).amount).toBe('40');
    expect(prices.salePrice(shirt).amount).toBe('12');
  });

  it('reads a digital product from the product itself', () => {
    const ebook = product(2, { onSale: 1, priceMoney: { value: '9', currency: 'EUR' }, salePriceMoney: { value: '5' } });
    expect(prices.fromPrice(ebook)).toEqual({ amount: '9', currency: 'EUR' });
    expect(prices.salePrice(ebook).amount).toBe('5');
    expect(prices.normalPrice(product(2)).amount).toBe('0');
  });

  it('prices nothing at 0 USD', () => {
    for (const item of [product(1, { variants: [] }), product(-1), {}]) {
      expect(prices.fromPrice(item)).toEqual({ amount: '0', currency: 'USD' });
      expect(prices.normalPrice(item)).toEqual({ amount: '0', currency: 'USD' });
      expect(prices.salePrice(item)).toEqual({ amount: '0', currency: 'USD' });
    }
  });

  it('never puts gift cards on sale', () => {
    const card = product(4, { variants: [variant('50', '40'), variant('100')] });
    expect(prices.salePrice(card).amount).toBe('0');
    expect(prices.fromPrice(card).amount).toBe('40');
  });

  it('takes the pricing options of the cheapest variant', () => {
    const options = [{ priceMoney: { value: '8' } }];
    const item = product(1, { variants: [{ ...variant('10'), pricingOptions: [] }, { ...variant('9'), pricingOptions: options }] });
    expect(prices.cheapestVariantPricingOptions(item)).toEqual(options);
    expect(prices.cheapestVariantPricingOptions(product(2))).toEqual([]);
  });
});
