// scarcityShownByDefault honoured (001 §3): which scarcity views a buy box shows before and after
// a variant is chosen.
import { describe, expect, it } from 'vitest';
import { shownScarcityViews, type ScarcityView } from '../../../domain/commerce/scarcity-shown.js';
import type { VariantData } from '../../../domain/commerce/product-data.js';

const variant = (id: string, attributes: Record<string, string>, qtyInStock: number): VariantData => ({ id, sku: id, attributes, unlimited: false, qtyInStock });
const red = variant('red', { Color: 'Red' }, 3);
const blue = variant('blue', { Color: 'Blue' }, 7);
const green = variant('green', { Color: 'Green' }, 40);
const variants = [red, blue, green];
const perVariant: ScarcityView[] = [{ attributes: { Color: 'Blue' } }, { attributes: { Color: 'Red' } }];
const shown = (views: ScarcityView[], chosen: VariantData | null, byDefault: boolean, all = variants) => [...shownScarcityViews(views, chosen, byDefault, all)];

describe('scarcityShownByDefault honoured', () => {
  it('shows nothing before a choice unless scarcityShownByDefault', () => {
    expect(shown(perVariant, null, false)).toEqual([]);
    expect(shown([{ attributes: undefined }, ...perVariant], null, false)).toEqual([]);
  });

  it('shows the product view before a choice with scarcityShownByDefault, or the least-stocked variant view', () => {
    expect(shown([...perVariant, { attributes: undefined }], null, true)).toEqual([2]);
    expect(shown(perVariant, null, true)).toEqual([1]);
  });

  it('shows only the chosen variant view once a variant is chosen, whatever the default', () => {
    for (const byDefault of [true, false]) {
      expect(shown([{ attributes: undefined }, ...perVariant], blue, byDefault)).toEqual([1]);
      expect(shown(perVariant, green, byDefault)).toEqual([]);
    }
  });

  it('shows the product view of a product without options, its one variant chosen from the start', () => {
    const only = variant('only', {}, 4);
    expect(shown([{ attributes: undefined }], only, false, [only])).toEqual([0]);
  });
});
