import { describe, expect, it } from 'vitest';
import { websiteColor } from '../../../formatters/content/website-color.js';
import { format } from '../../helpers/fake-scope.js';

describe('website-color', () => {
  it('prints hsl, or hsla with an alpha', () => {
    expect(format(websiteColor, { hue: 200, saturation: 0.3, lightness: 0.5 })).toBe('hsl(200, 30%, 50%)');
    expect(format(websiteColor, { hue: 200, saturation: 0.3, lightness: 0.5, alpha: 0.9 })).toBe('hsla(200, 30%, 50%, 0.9)');
  });

  it('needs hue, saturation and lightness', () => {
    expect(format(websiteColor, { saturation: 0.9, lightness: 1 })).toBe('Missing an H/S/L value.');
    expect(format(websiteColor, undefined)).toBe('Missing an H/S/L value.');
  });

  it('lists values out of bounds, and values that are not numbers', () => {
    expect(format(websiteColor, { hue: 400, saturation: -0.3, lightness: 5, alpha: 3 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    );
    expect(format(websiteColor, { hue: 'red', saturation: 0, lightness: 0 })).toBe('Hue out of bounds.');
  });
});
