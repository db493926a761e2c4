import { describe, expect, it } from 'vitest';
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut, productType } from '../../../domain/commerce/product.js';

const product = (structuredContent: unknown): unknown => ({ structuredContent });

describe('productType', () => {
  it.each([
    [1, 1],
    ['2', 2],
    [3, 3],
    ['4', 4],
    [5, 5],
    [-1, undefined],
    [9, undefined],
    ['x', undefined],
    [null, undefined],
  ])('%j → %j', (code, expected) => {
    expect(productType(product({ productType: code }))).toBe(expected);
  });

  it('is undefined without structured content or type', () => {
    expect(productType({})).toBeUndefined();
    expect(productType(product({}))).toBeUndefined();
    expect(productType('text')).toBeUndefined();
  });
});

describe('isSoldOut', () => {
  it('physical and service products sell out when no variant has stock', () => {
    expect(isSoldOut(product({ productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 0 }] }))).toBe(true);
    expect(isSoldOut(product({ productType: 3, variants: [] }))).toBe(true);
    expect(isSoldOut(product({ productType: 1 }))).toBe(true);
  });

  it('any stock or an unlimited variant keeps them available', () => {
    expect(isSoldOut(product({ productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 2 }] }))).toBe(false);
    expect(isSoldOut(product({ productType: 3, variants: [{ qtyInStock: '1' }] }))).toBe(false);
    expect(isSoldOut(product({ productType: 1, variants: [{ qtyInStock: 0, unlimited: true }] }))).toBe(false);
  });

  it('digital products and gift cards never sell out; unknown types count as sold out', () => {
    expect(isSoldOut(product({ productType: 2 }))).toBe(false);
    expect(isSoldOut(product({ productType: 4, variants: [{ qtyInStock: 0 }] }))).toBe(false);
    expect(isSoldOut(product({ productType: -1 }))).toBe(true);
    expect(isSoldOut({})).toBe(true);
  });
});

describe('isOnSale', () => {
  it('physical and service products are on sale when any variant is', () => {
    expect(isOnSale(product({ productType: 1, variants: [{ onSale: false }, { onSale: true }] }))).toBe(true);
    expect(isOnSale(product({ productType: 3, variants: [{ onSale: false }] }))).toBe(false);
  });

  it('digital products use their own flag; gift cards and unknown types never are', () => {
    expect(isOnSale(product({ productType: 2, onSale: true }))).toBe(true);
    expect(isOnSale(product({ productType: 2, variants: [{ onSale: true }] }))).toBe(false);
    expect(isOnSale(product({ productType: 4, variants: [{ onSale: true }] }))).toBe(false);
    expect(isOnSale(product({ variants: [{ onSale: true }] }))).toBe(false);
  });
});

describe('hasVariants', () => {
  it('needs more than one variant and a type other than digital', () => {
    expect(hasVariants(product({ productType: 1, variants: [{}, {}] }))).toBe(true);
    expect(hasVariants(product({ productType: 1, variants: [{}] }))).toBe(false);
    expect(hasVariants(product({ productType: 2, variants: [{}, {}] }))).toBe(false);
    expect(hasVariants(product({ variants: [{}, {}] }))).toBe(true);
    expect(hasVariants(product({ productType: 1, variants: { a: {}, b: {} } }))).toBe(false);
  });
});

describe('hasVariedPrices', () => {
  it('compares price, sale flag and (when on sale) sale price with the first variant', () => {
    const same = [{ price: 100, onSale: false, salePrice: 1 }, { price: 100, onSale: false, salePrice: 2 }];
    expect(hasVariedPrices(product({ productType: 1, variants: same }))).toBe(false);
    expect(hasVariedPrices(product({ productType: 1, variants: [{ price: 100 }, { price: 200 }] }))).toBe(true);
    expect(hasVariedPrices(product({ productType: 3, variants: [{ price: 1, onSale: true }, { price: 1 }] }))).toBe(true);
    const sale = [{ price: 100, onSale: true, salePrice: 50 }, { price: 100, onSale: true, salePrice: 60 }];
    expect(hasVariedPrices(product({ productType: 4, variants: sale }))).toBe(true);
  });

  it('is false for digital products, unknown types and single variants', () => {
    expect(hasVariedPrices(product({ productType: 2, variants: [{ price: 1 }, { price: 2 }] }))).toBe(false);
    expect(hasVariedPrices(product({ variants: [{ price: 1 }, { price: 2 }] }))).toBe(false);
    expect(hasVariedPrices(product({ productType: 1, variants: [{ price: 1 }] }))).toBe(false);
    expect(hasVariedPrices(product({ productType: 1, variants: [] }))).toBe(false);
  });
});
