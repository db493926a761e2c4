import { describe, expect, it } from 'vitest';
import { bookkeeperMoneyFormat } from '../../../formatters/money/bookkeeper-money-format.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

const inLocale = (locale: string) => ({ ...fakeScope(), locale });

describe('bookkeeper-money-format', () => {
  it('formats cents in the currency of the locale region', () => {
    expect(format(bookkeeperMoneyFormat, 98765)).toBe('$987.65');
    expect(format(bookkeeperMoneyFormat, '98765', [], inLocale('en-GB'))).toBe('£987.65');
    expect(format(bookkeeperMoneyFormat, 98765, [], inLocale('de-DE'))).toBe('987,65\u00a0€');
  });

  it('counts what is no number as 0', () => {
    expect(format(bookkeeperMoneyFormat, 'abc')).toBe('$0.00');
  });

  it('prints nothing with locale formatting off', () => {
    expect(format(bookkeeperMoneyFormat, 98765, [], inLocale('none'))).toBe('');
  });
});
