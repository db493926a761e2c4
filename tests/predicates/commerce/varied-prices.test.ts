import { describe, expect, it } from 'vitest';
import { variedPrices } from '../../../predicates/commerce/varied-prices.js';
import { check } from '../../helpers/fake-scope.js';

const product = (content: Record<string, unknown>) => ({ structuredContent: content });

describe('varied-prices?', () => {
  it('variants differ in price or sale', () => {
    expect(check(variedPrices, product({ productType: 1, variants: [{ price: 1 }, { price: 2 }] }))).toBe(true);
    expect(check(variedPrices, product({ productType: 3, variants: [{ price: 1 }, { price: 1 }] }))).toBe(false);
  });
});
