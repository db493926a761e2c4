import { describe, expect, it } from 'vitest';
import { moneyFormat } from '../../../formatters/money/money-format.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

describe('money-format', () => {
  it('prints cents as the legacy amount', () => {
    expect(format(moneyFormat, 98765)).toBe('987.65');
    expect(format(moneyFormat, '123456789')).toBe('1,234,567.89');
    expect(format(moneyFormat, -50)).toBe('-0.50');
  });

  it('uses the digits of the store currency', () => {
    const scope = fakeScope({ data: { websiteSettings: { storeSettings: { selectedCurrency: 'JPY' } } } });
    expect(format(moneyFormat, 98765, [], scope)).toBe('988');
  });

  it('takes a money value in units', () => {
    expect(format(moneyFormat, { value: '12.5', currency: 'EUR' })).toBe('12.50');
  });

  it('prints nothing for anything else', () => {
    for (const value of [undefined, {}, 'abc', [1]]) expect(format(moneyFormat, value)).toBe('');
  });
});
