import { describe, expect, it } from 'vitest';
import { SliceType } from '../../../domain/enums/slice-type.js';

describe('SliceType', () => {
  it('numbers the slice types 1 to 19', () => {
    expect(SliceType.values.filter((v) => v > 0)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(SliceType.valueOf('gallery')).toBe(5);
    expect(SliceType.valueOf('twitter')).toBe(19);
  });
});
