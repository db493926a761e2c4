import { describe, expect, it } from 'vitest';
import { money } from '../../../formatters/money/money.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

const amount = { decimalValue: '98765.4321', currencyCode: 'GBP' };

describe('money', () => {
  it('formats a money value in the render locale', () => {
    expect(format(money, amount)).toBe('£98,765.43');
    expect(format(money, { value: '-5', currency: 'USD' }, ['style:accounting'])).toBe('($5.00)');
    expect(format(money, amount, ['style:short'])).toBe('£99K');
    expect(format(money, amount, ['style:name'])).toBe('98,765.43 British pounds');
    expect(format(money, amount, [], { ...fakeScope(), locale: 'de-DE' })).toBe('98.765,43\u00a0£');
  });

  it('prints nothing for other values or with locale formatting off', () => {
    expect(format(money, 12)).toBe('');
    expect(format(money, { decimalValue: 'x', currencyCode: 'USD' })).toBe('');
    expect(format(money, amount, [], { ...fakeScope(), locale: 'none' })).toBe('');
  });
});
