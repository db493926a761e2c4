import { describe, expect, it } from 'vitest';
import { thumbnailSizeForWidth } from '../../../domain/content/thumbnail-size.js';

describe('thumbnailSizeForWidth', () => {
  it('picks the next size up from the thresholds 100, 300, 500, 750, 1000', () => {
    const cases: [number, string][] = [
      [0, '100w'],
      [100, '100w'],
      [101, '300w'],
      [300, '300w'],
      [301, '500w'],
      [500, '500w'],
      [501, '750w'],
      [750, '750w'],
      [751, '1000w'],
      [1000, '1000w'],
      [1001, '1500w'],
      [5000, '1500w'],
    ];
    for (const [width, size] of cases) expect(thumbnailSizeForWidth(width)).toBe(size);
  });

  it('falls back to the smallest size for a width that is not a number', () => {
    expect(thumbnailSizeForWidth(Number.NaN)).toBe('100w');
  });
});
