import { describe, expect, it } from 'vitest';
import { DARK_LUMINANCE, isDarkColor, luminance } from '../../../domain/content/luminance.js';

describe('luminance', () => {
  it('runs from 0 for black to 255 for white', () => {
    expect(luminance(0)).toBe(0);
    expect(luminance(0xffffff)).toBeCloseTo(255);
  });

  it('weighs green most and blue least', () => {
    expect(luminance(0x00ff00)).toBeGreaterThan(luminance(0xff0000));
    expect(luminance(0xff0000)).toBeGreaterThan(luminance(0x0000ff));
  });
});

describe('isDarkColor', () => {
  it('is dark below 0.65 of 256', () => {
    expect(DARK_LUMINANCE).toBeCloseTo(166.4);
    expect(isDarkColor(0xa6a6a6)).toBe(true); // grey 166
    expect(isDarkColor(0xa7a7a7)).toBe(false); // grey 167
  });

  it('finds pure red dark and yellow light', () => {
    expect(isDarkColor(0xff0000)).toBe(true);
    expect(isDarkColor(0xffff00)).toBe(false);
  });
});
