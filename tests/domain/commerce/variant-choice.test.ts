import { describe, expect, it } from 'vitest';
import type { ProductOption, VariantData } from '../../../domain/commerce/product-data.js';
import { chooseVariant, isSoldOut, soldOutValues } from '../../../domain/commerce/variant-choice.js';

const v = (id: string, Color: string, Size: string, qtyInStock: number): VariantData => ({
  id, sku: id.toUpperCase(), attributes: { Color, Size }, unlimited: false, qtyInStock,
});
const variants = [v('ns', 'Natural', 'S', 6), v('nl', 'Natural', 'L', 3), v('cs', 'Charcoal', 'S', 5), v('cl', 'Charcoal', 'L', 0)];
const options: ProductOption[] = [{ name: 'Color', values: ['Natural', 'Charcoal'] }, { name: 'Size', values: ['S', 'L'] }];

describe('choosing a variant', () => {
  it('names the options still unselected, in order', () => {
    expect(chooseVariant(variants, options, {})).toEqual({ kind: 'unselected', missing: ['Color', 'Size'] });
    expect(chooseVariant(variants, options, { Size: 'L' })).toEqual({ kind: 'unselected', missing: ['Color'] });
  });

  it('finds the variant of a full selection, sold out or not', () => {
    expect(chooseVariant(variants, options, { Color: 'Charcoal', Size: 'L' })).toMatchObject({ kind: 'chosen', variant: { id: 'cl' } });
  });

  it('is unavailable when no variant has the combination', () => {
    expect(chooseVariant(variants.slice(0, 3), options, { Color: 'Charcoal', Size: 'L' })).toEqual({ kind: 'unavailable' });
  });

  it('takes the only variant of a product without options', () => {
    expect(chooseVariant([variants[0]!], [], {})).toMatchObject({ kind: 'chosen', variant: { id: 'ns' } });
    expect(chooseVariant([], [], {})).toEqual({ kind: 'unavailable' });
  });
});

describe('sold-out values', () => {
  it('marks a value whose every reachable variant is sold out', () => {
    expect(soldOutValues(variants, options, { Color: 'Charcoal' }, 'Size')).toEqual(new Set(['L']));
    expect(soldOutValues(variants, options, {}, 'Size')).toEqual(new Set());
    expect(soldOutValues(variants, options, { Size: 'L' }, 'Color')).toEqual(new Set(['Charcoal']));
  });

  it('counts unlimited variants as in stock', () => {
    expect(isSoldOut({ ...variants[3]!, unlimited: true })).toBe(false);
    expect(isSoldOut(variants[3]!)).toBe(true);
  });
});
