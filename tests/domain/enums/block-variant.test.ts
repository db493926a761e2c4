import { describe, expect, it } from 'vitest';
import { BlockVariant } from '../../../domain/enums/block-variant.js';

describe('BlockVariant', () => {
  it('numbers the block variants from 1000 in the order listed', () => {
    expect(BlockVariant.byName['gallery-slideshow']).toBe(1000);
    expect(BlockVariant.byName['chart-pie']).toBe(1010);
    expect(BlockVariant.values).toEqual(Array.from({ length: 19 }, (_, i) => 1000 + i));
  });
});
