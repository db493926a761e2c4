import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../../domain/i18n/format-decimal.js';
import { decimalOptions } from '../../../domain/i18n/number-options.js';

const f = (text: string, args: string[], locale = 'en-US'): string => formatDecimal(text, locale, decimalOptions(args));

describe('formatDecimal', () => {
  it('groups by default and keeps up to three fraction digits', () => {
    expect(f('-15789.12', [])).toBe('-15,789.12');
    expect(f('1200', ['group:false'])).toBe('1200');
    expect(f('1.00', [])).toBe('1');
  });

  it('formats percents, scaled percents and compact forms', () => {
    expect(f('123456.7890', ['style:percent'])).toBe('12,345,679%');
    expect(f('3.14159', ['style:percent-scaled'])).toBe('3%');
    expect(f('123456.7890', ['style:short'])).toBe('123K');
    expect(f('0.5', ['style:permille'])).toBe('500‰');
  });

  it('rounds as asked, on the exact decimal', () => {
    expect(f('123456.7890', ['maximumFractionDigits:1'])).toBe('123,456.8');
    expect(f('123456.7890', ['maximumFractionDigits:1', 'round:down'])).toBe('123,456.7');
    expect(f('1.005', ['maxfrac:2'])).toBe('1.01');
  });

  it('uses the locale', () => {
    expect(f('1234.5', [], 'de-DE')).toBe('1.234,5');
  });
});
