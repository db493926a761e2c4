import { describe, expect, it } from 'vitest';
import { heightForWidth, parseDimensions, widthForHeight } from '../../../domain/content/dimensions.js';

describe('parseDimensions', () => {
  it('reads WxH', () => {
    expect(parseDimensions('800x400')).toEqual({ width: 800, height: 400 });
  });

  it('ignores what follows the digits of a side', () => {
    expect(parseDimensions('800.5x400.9')).toEqual({ width: 800, height: 400 });
  });

  it('rejects anything that is not two sides of digits', () => {
    for (const text of ['', '800', '800x', 'x400', '1x2x3', 'axb', '800X400', '1000']) {
      expect(parseDimensions(text)).toBeUndefined();
    }
  });
});

describe('resizing', () => {
  const size = { width: 250, height: 175 };

  it('scales the other side and cuts to whole pixels', () => {
    expect(heightForWidth(size, 50)).toBe(35);
    expect(widthForHeight(size, 50)).toBe(71);
    expect(widthForHeight({ width: 400, height: 100 }, 50)).toBe(200);
  });

  it('gives 0 for a degenerate size', () => {
    expect(heightForWidth({ width: 0, height: 100 }, 50)).toBe(0);
    expect(widthForHeight({ width: 0, height: 0 }, 50)).toBe(0);
  });
});
