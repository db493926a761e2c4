import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '../../../domain/money/cldr-format.js';

describe('formatMoney', () => {
  it('writes money as the locale does', () => {
    expect(formatMoney('2500', 'EUR', 'en-US')).toBe('€2,500.00');
    expect(formatMoney('2500', 'EUR', 'de-DE')).toBe('2.500,00\u00a0€');
    expect(formatMoney('1234.56', 'AUD', 'en_US')).toBe('A$1,234.56');
  });

  it('takes style options', () => {
    expect(formatMoney('-1234.56', 'USD', 'en-US', { currencySign: 'accounting' })).toBe('($1,234.56)');
    expect(formatMoney('123456.789', 'USD', 'en-US', { notation: 'compact' })).toBe('$123K');
    expect(formatMoney('123456.789', 'EUR', 'en-US', { currencyDisplay: 'name' })).toBe('123,456.79 euros');
  });

  it('writes the code style with the code after the number in every locale, as the references do', () => {
    expect(formatMoney('-1234.5', 'USD', 'en-US', { currencyDisplay: 'code' })).toBe('-1,234.50 USD');
    expect(formatMoney('1234', 'JPY', 'en-US', { currencyDisplay: 'code' })).toBe('1,234 JPY');
    expect(formatMoney('1234.5', 'EUR', 'de-DE', { currencyDisplay: 'code' })).toBe('1.234,50 EUR');
  });

  it('lets the larger of contradicting digit options win', () => {
    expect(formatMoney('1.5', 'USD', 'en-US', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBe('$1.500');
  });

  it('prints nothing for a currency or locale Intl rejects', () => {
    expect(formatMoney('1', 'US', 'en-US')).toBe('');
    expect(formatMoney('1', 'USD', 'not a locale')).toBe('');
  });
});

describe('formatMoney with frozen options (kept formats)', () => {
  it('keeps formats apart by options, locale and currency', () => {
    const accounting = Object.freeze({ currencySign: 'accounting' });
    const code = Object.freeze({ currencyDisplay: 'code' });
    for (let round = 0; round < 2; round++) {
      expect(formatMoney('-1234.56', 'USD', 'en-US', accounting)).toBe('($1,234.56)');
      expect(formatMoney('-1234.56', 'EUR', 'en-US', accounting)).toBe('(€1,234.56)');
      expect(formatMoney('1234.5', 'EUR', 'de-DE', accounting)).toBe('1.234,50\u00a0€');
      expect(formatMoney('1234.5', 'EUR', 'de-DE', code)).toBe('1.234,50 EUR');
      expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
      expect(formatMoney('1', 'US', 'en-US', accounting)).toBe('');
    }
  });

  it('gives what the same options unfrozen give', () => {
    const options = { minimumFractionDigits: 3, maximumFractionDigits: 1 };
    expect(formatMoney('1.5', 'USD', 'en-US', Object.freeze({ ...options }))).toBe(formatMoney('1.5', 'USD', 'en-US', options));
  });
});

describe('formatNumber', () => {
  it('writes numbers as the locale does', () => {
    expect(formatNumber('123456', 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 })).toBe('123,456.00');
    expect(formatNumber('1234.5678', 'de-DE', { maximumFractionDigits: 3 })).toBe('1.234,568');
  });
});
