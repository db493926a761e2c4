import { describe, expect, it } from 'vitest';
import { i18nMoneyFormat } from '../../../formatters/money/i18n-money-format.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

const chf = { decimalValue: -2500.5, currencyCode: 'CHF' };

describe('i18n-money-format', () => {
  it('formats in the locale argument', () => {
    expect(format(i18nMoneyFormat, chf, ['de_DE'])).toBe('-2.500,50 CHF');
    expect(format(i18nMoneyFormat, { decimalValue: 3, currencyCode: 'EUR' }, ['fr-FR'])).toBe('3,00€');
  });

  it('falls back to the render locale', () => {
    expect(format(i18nMoneyFormat, chf)).toBe('CHF -2,500.50');
  });

  it('prints nothing without a money value or with locale formatting off', () => {
    expect(format(i18nMoneyFormat, {}, ['en-US'])).toBe('');
    expect(format(i18nMoneyFormat, chf, ['en-US'], { ...fakeScope(), locale: 'none' })).toBe('');
  });
});
