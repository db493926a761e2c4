import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyCode, currencyDigits, DEFAULT_CURRENCY } from '../../../domain/money/currencies.js';

describe('currencies', () => {
  it('lists the 27 store currencies with 2 fraction digits, JPY with 0', () => {
    expect(CURRENCIES).toHaveLength(27);
    expect(CURRENCIES.filter((code) => currencyDigits(code) !== 2)).toEqual(['JPY']);
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('defaults to USD and 2 digits', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(currencyDigits('XYZ')).toBe(2);
    expect(currencyDigits('constructor')).toBe(2);
    expect(currencyCode('  ')).toBe('USD');
    expect(currencyCode(' eur ')).toBe('EUR');
  });
});
