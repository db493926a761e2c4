import { describe, expect, it } from 'vitest';
import { variantLabel, variantLabels } from '../../../domain/commerce/variant-label.js';

describe('a chosen variant as a shopper reads it', () => {
  it('names each option and its value, in the variant\'s order', () => {
    expect(variantLabels({ Color: 'Natural', Size: 'S/M' })).toEqual(['Color: Natural', 'Size: S/M']);
  });

  it('leaves out empty options; a product without options has none', () => {
    expect(variantLabels({ Color: ' ', Size: 'L/XL' })).toEqual(['Size: L/XL']);
    expect(variantLabels({})).toEqual([]);
    expect(variantLabels(null)).toEqual([]);
  });

  it('reads as one line on the cart, checkout and order pages; empty without options', () => {
    expect(variantLabel({ Color: 'Natural', Size: 'L/XL' })).toBe('Color: Natural, Size: L/XL');
    expect(variantLabel({ Size: '' })).toBe('');
    expect(variantLabel(undefined)).toBe('');
  });
});
