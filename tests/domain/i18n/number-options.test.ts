import { describe, expect, it } from 'vitest';
import { clampDigits, decimalOptions, DIGITS_MAX } from '../../../domain/i18n/number-options.js';

describe('number options', () => {
  it('clamps digit options to 0 through 50', () => {
    expect(clampDigits('-3')).toBe(0);
    expect(clampDigits('7')).toBe(7);
    expect(clampDigits('51')).toBe(DIGITS_MAX);
    expect(clampDigits('999999')).toBe(50);
    expect(clampDigits('x')).toBe(0);
  });

  it('reads styles, grouping, rounding and digit aliases', () => {
    expect(decimalOptions(['style:percent', 'group', 'round:down', 'maxfrac:80', 'minInt:2'])).toEqual({
      style: 'percent', group: true, round: 'trunc', maximumFractionDigits: 50, minimumIntegerDigits: 2,
    });
    expect(decimalOptions(['style:standard', 'group:false', 'round:ceil'])).toEqual({ style: 'decimal', group: false, round: 'ceil' });
    expect(decimalOptions(['no-group', 'style:bogus', 'round:bogus'])).toEqual({ style: 'decimal', group: false });
  });
});
