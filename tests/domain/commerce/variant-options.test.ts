import { describe, expect, it } from 'vitest';
import { variantOptions } from '../../../domain/commerce/variant-options.js';

const product = (structuredContent: unknown): unknown => ({ structuredContent });

describe('variantOptions', () => {
  it('collects distinct values per option in the merchant ordering', () => {
    const item = product({
      variants: [
        { attributes: { fit: 'loose', color: 'blue' } },
        { attributes: { fit: 'slim', color: 'red' } },
        { attributes: { fit: 'loose', color: 'red', extra: 'x' } },
        { attributes: 'broken' },
      ],
      variantOptionOrdering: ['color', 'fit', 'size'],
    });
    expect(variantOptions(item)).toEqual([
      { name: 'color', values: ['blue', 'red'] },
      { name: 'fit', values: ['loose', 'slim'] },
      { name: 'size', values: [] },
    ]);
  });

  it('prints non-string values as text', () => {
    const item = product({ variants: [{ attributes: { Value: 10 } }, { attributes: { Value: '20' } }], variantOptionOrdering: ['Value'] });
    expect(variantOptions(item)).toEqual([{ name: 'Value', values: ['10', '20'] }]);
  });

  it('is empty with fewer than two variants or no ordering', () => {
    expect(variantOptions(product({ variants: [{ attributes: { a: '1' } }], variantOptionOrdering: ['a'] }))).toEqual([]);
    expect(variantOptions(product({ variants: [{}, {}] }))).toEqual([]);
    expect(variantOptions({})).toEqual([]);
  });
});
