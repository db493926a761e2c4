import { describe, expect, it } from 'vitest';
import { colorWeight, HALF_BRIGHT } from '../../../domain/content/color-weight.js';

describe('colorWeight', () => {
  it('splits the 24-bit range at its half', () => {
    expect(HALF_BRIGHT).toBe(0xffffff / 2);
    expect(colorWeight(0x7fffff)).toBe('dark');
    expect(colorWeight(0x800000)).toBe('light');
  });

  it('calls black dark and white light', () => {
    expect(colorWeight(0)).toBe('dark');
    expect(colorWeight(0xffffff)).toBe('light');
  });
});
