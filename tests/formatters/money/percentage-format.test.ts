import { describe, expect, it } from 'vitest';
import { percentageFormat } from '../../../formatters/money/percentage-format.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

describe('percentage-format', () => {
  it('prints 2 to 3 fraction digits, 0 to 3 with trim', () => {
    expect(format(percentageFormat, 98765)).toBe('98,765.00');
    expect(format(percentageFormat, '12.34567')).toBe('12.346');
    expect(format(percentageFormat, 98765, ['trim'])).toBe('98,765');
    expect(format(percentageFormat, 0.5, ['trim'])).toBe('0.5');
  });

  it('counts what is no number as 0', () => {
    expect(format(percentageFormat, 'B', ['trim'])).toBe('0');
    expect(format(percentageFormat, {})).toBe('0.00');
  });

  it('follows the locale and prints nothing with locale formatting off', () => {
    expect(format(percentageFormat, 1234.5, [], { ...fakeScope(), locale: 'de-DE' })).toBe('1.234,50');
    expect(format(percentageFormat, 1, [], { ...fakeScope(), locale: 'none' })).toBe('');
  });
});
