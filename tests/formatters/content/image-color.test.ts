import { describe, expect, it } from 'vitest';
import { imageColor } from '../../../formatters/content/image-color.js';
import { format } from '../../helpers/fake-scope.js';

const colorData = {
  topLeftAverage: '111',
  topRightAverage: '222',
  bottomLeftAverage: '333',
  bottomRightAverage: '444',
  centerAverage: 'abcdef',
};

describe('image-color', () => {
  it('prints one position, with an optional label', () => {
    expect(format(imageColor, { colorData }, ['center'])).toBe('#abcdef');
    expect(format(imageColor, { colorData }, ['topLeft', 'background-color'])).toBe('background-color: #111');
  });

  it('prints every position as attributes without arguments', () => {
    expect(format(imageColor, { colorData })).toBe(
      'data-color-topLeft="#111" data-color-topRight="#222" data-color-bottomLeft="#333" ' +
        'data-color-bottomRight="#444" data-color-center="#abcdef" ',
    );
  });

  it('reports a missing position', () => {
    expect(format(imageColor, { colorData: {} }, ['topLeft'])).toBe('"topLeft" not found.');
  });

  it('treats values that are not 3 or 6 hex digits as missing', () => {
    expect(format(imageColor, { colorData: { topLeftAverage: '1234' } }, ['topLeft'])).toBe('"topLeft" not found.');
    expect(format(imageColor, { colorData: { centerAverage: '"><script>' } })).toContain('data-color-center="#" ');
  });

  it('prints nothing without colour data', () => {
    expect(format(imageColor, {}, ['topLeft'])).toBeUndefined();
  });
});
