import { describe, expect, it } from 'vitest';
import { QUANTITY_INPUT, multipleQuantityAllowedForServices, showsQuantityInput } from '../../../domain/commerce/quantity.js';

const product = (structuredContent: unknown): unknown => ({ structuredContent });
const stocked = [{ qtyInStock: 5 }];
const deny = { storeSettings: { multipleQuantityAllowedForServices: false } };

describe('showsQuantityInput', () => {
  it('shows for physical products with more than one unit in stock', () => {
    expect(showsQuantityInput(product({ productType: 1, variants: stocked }), undefined)).toBe(true);
    expect(showsQuantityInput(product({ productType: 1, variants: [{ qtyInStock: 1 }, { qtyInStock: 1 }] }), undefined)).toBe(true);
    expect(showsQuantityInput(product({ productType: 1, variants: [{ unlimited: true }] }), undefined)).toBe(true);
  });

  it('hides with one unit or none left', () => {
    expect(showsQuantityInput(product({ productType: 1, variants: [{ qtyInStock: 1 }] }), undefined)).toBe(false);
    expect(showsQuantityInput(product({ productType: 1, variants: [] }), undefined)).toBe(false);
  });

  it('hides for subscriptions', () => {
    expect(showsQuantityInput(product({ productType: 1, variants: stocked, isSubscribable: true }), undefined)).toBe(false);
    expect(showsQuantityInput(product({ productType: 1, variants: stocked, isSubscribable: 'true' }), undefined)).toBe(false);
  });

  it('shows for services unless the store allows only one of a service', () => {
    const service = product({ productType: 3, variants: stocked });
    expect(showsQuantityInput(service, undefined)).toBe(true);
    expect(showsQuantityInput(service, { storeSettings: {} })).toBe(true);
    expect(showsQuantityInput(service, { storeSettings: { multipleQuantityAllowedForServices: null } })).toBe(true);
    expect(showsQuantityInput(service, deny)).toBe(false);
  });

  it('never shows for digital products, gift cards or unknown types', () => {
    expect(showsQuantityInput(product({ productType: 2 }), undefined)).toBe(false);
    expect(showsQuantityInput(product({ productType: 4, variants: stocked }), undefined)).toBe(false);
    expect(showsQuantityInput(product({ variants: stocked }), undefined)).toBe(false);
  });
});

describe('multipleQuantityAllowedForServices', () => {
  it('reads the flag, allowed by default', () => {
    expect(multipleQuantityAllowedForServices(undefined)).toBe(true);
    expect(multipleQuantityAllowedForServices({ storeSettings: { multipleQuantityAllowedForServices: 'true' } })).toBe(true);
    expect(multipleQuantityAllowedForServices({ storeSettings: { multipleQuantityAllowedForServices: 'no' } })).toBe(false);
    expect(multipleQuantityAllowedForServices(deny)).toBe(false);
  });
});

it('keeps the input constraints of the spec', () => {
  expect(QUANTITY_INPUT).toEqual({ min: 1, max: 9999, step: 1, initial: 1, size: 4 });
});
