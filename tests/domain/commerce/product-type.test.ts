import { expect, it } from 'vitest';
import { DIGITAL, GIFT_CARD, PAYWALL, PHYSICAL, SERVICE, knownProductType } from '../../../domain/enums/product-type.js';

it('knows the five product types', () => {
  expect([PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL]).toEqual([1, 2, 3, 4, 5]);
  expect([0, 1, 5, 6, -1, 1.5].map(knownProductType)).toEqual([undefined, 1, 5, undefined, undefined, undefined]);
});
