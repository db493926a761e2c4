// Issue 21: a product's JSON-LD offers read only `{decimalValue, currencyCode}` money, so a product
// whose price came as `{value, currency}` or as stored minor units had no offer, and JPY prices
// written as "500.00" kept decimals the currency does not have. The offers now read money through
// domain/money (variantMoney) and write the amount by the currency's digits.
import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../../site/pipeline/seo.js';

const product = (variant: Record<string, unknown>) => ({ title: 'Tea Bowl', structuredContent: { variants: [{ sku: 'TB-1', qtyInStock: 3, ...variant }] } });
const offer = (variant: Record<string, unknown>, storeCurrency: string) => {
  const ld = productJsonLd(product(variant), 'https://shop.example/p/tea-bowl', 'https://shop.example', storeCurrency);
  const offers = ld?.['offers'] as { price: string; priceCurrency: string }[] | undefined;
  return offers?.map((o) => [o.price, o.priceCurrency]);
};

describe('product offers in every money shape and currency (issue 21)', () => {
  it.each([
    ['USD decimalValue', { priceMoney: { decimalValue: '42.5', currencyCode: 'USD' } }, 'USD', ['42.50', 'USD']],
    ['USD value/currency', { priceMoney: { value: '42.50', currency: 'USD' } }, 'USD', ['42.50', 'USD']],
    ['USD stored minor units', { price: 4250 }, 'USD', ['42.50', 'USD']],
    ['JPY decimalValue with zero decimals', { priceMoney: { decimalValue: '500.00', currencyCode: 'JPY' } }, 'JPY', ['500', 'JPY']],
    ['JPY value/currency', { priceMoney: { value: '500', currency: 'JPY' } }, 'JPY', ['500', 'JPY']],
    ['JPY stored minor units', { price: 500 }, 'JPY', ['500', 'JPY']],
    ['KWD value/currency', { priceMoney: { value: '1.25', currency: 'KWD' } }, 'KWD', ['1.250', 'KWD']],
    ['KWD stored minor units', { price: 1250 }, 'KWD', ['1.250', 'KWD']],
    ['on sale, value/currency', { onSale: true, priceMoney: { value: '600', currency: 'JPY' }, salePriceMoney: { value: '450', currency: 'JPY' } }, 'JPY', ['450', 'JPY']],
    ['on sale, stored minor units', { onSale: true, price: 600, salePrice: 450 }, 'JPY', ['450', 'JPY']],
  ])('%s', (_name, variant, storeCurrency, expected) => {
    expect(offer(variant, storeCurrency)).toEqual([expected]);
  });

  it('writes no product JSON-LD for a variant without a price', () => {
    expect(productJsonLd(product({}), 'https://shop.example/p/tea-bowl', 'https://shop.example', 'USD')).toBeUndefined();
  });
});
