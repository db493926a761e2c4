import { describe, expect, it } from 'vitest';
import { colorWeight } from '../../../formatters/content/color-weight.js';
import { format } from '../../helpers/fake-scope.js';

describe('color-weight', () => {
  it('calls colours above half the range light', () => {
    expect(format(colorWeight, '#fff')).toBe('light');
    expect(format(colorWeight, '800000')).toBe('light');
    expect(format(colorWeight, '7fffff')).toBe('dark');
    expect(format(colorWeight, '#000')).toBe('dark');
  });

  it('prints nothing for anything but 3 or 6 hex digits', () => {
    expect(format(colorWeight, 'ffff')).toBeUndefined();
    expect(format(colorWeight, 'red')).toBeUndefined();
    expect(format(colorWeight, undefined)).toBeUndefined();
  });
});
