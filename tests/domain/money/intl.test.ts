import { describe, expect, it } from 'vitest';
import { formatExact, normalizeLocale, numberFormat } from '../../../domain/money/intl.js';

describe('intl helpers', () => {
  it('formats decimal text without binary rounding', () => {
    const format = numberFormat('en-US', { maximumFractionDigits: 2 });
    expect(format).toBeDefined();
    expect(formatExact(format!, '1.005')).toBe('1.01');
    expect(formatExact(format!, '12345678901234567890.5')).toBe('12,345,678,901,234,567,890.5');
  });

  it('caches formats and refuses bad options', () => {
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(numberFormat('en-US', { style: 'currency', currency: 'USD' }));
    expect(numberFormat('en-US', { style: 'currency' })).toBeUndefined();
  });

  it('normalizes locale spellings', () => {
    expect(normalizeLocale('de_DE')).toBe('de-DE');
    expect(normalizeLocale(' en-us ')).toBe('en-US');
    expect(normalizeLocale('%%')).toBeUndefined();
  });
});
