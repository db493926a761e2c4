import { describe, expect, it } from 'vitest';
import { afterpayAvailability, afterpayBrand, allItemsPhysical } from '../../../domain/commerce/afterpay.js';

describe('afterpayBrand', () => {
  it.each(['en-US', 'en_US', 'en-CA', 'fr-CA', 'fr_CA', 'en-AU', 'en-NZ', 'EN-us'])('%s → Afterpay', (locale) => {
    expect(afterpayBrand(locale)).toBe('Afterpay');
  });

  it.each(['en-GB', 'en_GB'])('%s → Clearpay', (locale) => {
    expect(afterpayBrand(locale)).toBe('Clearpay');
  });

  it.each(['fr-FR', 'fr-US', 'es-US', 'de-AU', 'fr-GB', 'en', 'en-IE', '', 'none'])('%s → not offered', (locale) => {
    expect(afterpayBrand(locale)).toBeUndefined();
  });
});

describe('afterpayAvailability', () => {
  const physical = { productType: 1 };
  it('needs every cart item to be physical', () => {
    expect(afterpayAvailability({ items: [physical, { productType: '1' }] }, 'en-US')).toBe('Afterpay');
    expect(afterpayAvailability({ items: [physical, { productType: 2 }] }, 'en-US')).toBeUndefined();
    expect(afterpayAvailability({ items: [physical, { productType: 3 }] }, 'en-GB')).toBeUndefined();
    expect(afterpayAvailability({ items: [physical] }, 'en-GB')).toBe('Clearpay');
  });

  it('needs a cart with items', () => {
    expect(afterpayAvailability({}, 'en-US')).toBeUndefined();
    expect(afterpayAvailability(undefined, 'en-US')).toBeUndefined();
  });

  it('allItemsPhysical is true for an empty list', () => {
    expect(allItemsPhysical([])).toBe(true);
    expect(allItemsPhysical([{}])).toBe(false);
  });
});
