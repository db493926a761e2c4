import { describe, expect, it } from 'vitest';
import { hslProblems, hslText } from '../../../domain/content/website-color.js';

describe('website colours', () => {
  it('prints hsl or hsla with percentages', () => {
    expect(hslText({ hue: 200, saturation: 0.3, lightness: 0.5 })).toBe('hsl(200, 30%, 50%)');
    expect(hslText({ hue: 200, saturation: 0.3, lightness: 0.5, alpha: 0.9 })).toBe('hsla(200, 30%, 50%, 0.9)');
  });

  it('rounds to two decimals', () => {
    expect(hslText({ hue: 10.456, saturation: 0.12345, lightness: 1 })).toBe('hsl(10.46, 12.35%, 100%)');
  });

  it('lists every value out of bounds', () => {
    expect(hslProblems({ hue: 360, saturation: 0, lightness: 1, alpha: 0 })).toBe('');
    expect(hslProblems({ hue: 400, saturation: -0.3, lightness: 5, alpha: 3 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    );
    expect(hslProblems({ hue: Number.NaN, saturation: 0, lightness: 0 })).toBe('Hue out of bounds.');
  });
});
