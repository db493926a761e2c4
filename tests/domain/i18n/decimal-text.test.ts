import { describe, expect, it } from 'vitest';
import { decimalText, visibleFractionDigits } from '../../../domain/i18n/decimal-text.js';
import { dateText } from '../../../domain/i18n/intl-spaces.js';

describe('decimal text', () => {
  it('accepts numbers and numeric strings only', () => {
    expect([1.5, ' 2.50 ', '-1e3', '.5', 'xyz', '', NaN, null, true].map(decimalText)).toEqual([
      '1.5', '2.50', '-1e3', '.5', undefined, undefined, undefined, undefined, undefined,
    ]);
  });

  it('counts visible fraction digits', () => {
    expect(['1', '1.0', '1.50', '2e3'].map(visibleFractionDigits)).toEqual([0, 1, 2, 0]);
  });
});

describe('dateText', () => {
  it('restores the locale data spacing that V8 flattens', () => {
    const parts: Intl.DateTimeFormatPart[] = [
      { type: 'hour', value: '2' }, { type: 'literal', value: ' ' }, { type: 'dayPeriod', value: 'PM' },
      { type: 'literal', value: ' – ' }, { type: 'hour', value: '3' },
    ];
    expect(dateText(parts)).toBe('2\u202fPM\u2009–\u20093');
    expect(dateText(parts, true)).toBe('2 PM\u2009–\u20093');
  });
});
