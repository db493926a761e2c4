import { describe, expect, it } from 'vitest';
import { currencyForLocale } from '../../../domain/money/region-currency.js';

describe('currencyForLocale', () => {
  it('finds the currency of the locale region', () => {
    expect(currencyForLocale('en-US')).toBe('USD');
    expect(currencyForLocale('de_DE')).toBe('EUR');
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('ja')).toBe('JPY');
  });

  it('falls back to the store default', () => {
    expect(currencyForLocale('ko-KR')).toBe('USD');
    expect(currencyForLocale('!!')).toBe('USD');
  });
});
