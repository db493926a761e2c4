import { describe, expect, it } from 'vitest';
import { ProductType } from '../../../domain/enums/product-type.js';

describe('ProductType', () => {
  it('has the product types, paywall included', () => {
    expect(ProductType.names).toEqual(['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD', 'PAYWALL']);
    expect(ProductType.values).toEqual([1, 2, 3, 4, 5]);
  });
});
