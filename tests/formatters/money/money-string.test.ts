import { describe, expect, it } from 'vitest';
import { moneyString } from '../../../formatters/money/money-string.js';
import { format } from '../../helpers/fake-scope.js';

describe('money-string', () => {
  it('wraps the legacy amount in the native-money span', () => {
    expect(format(moneyString, 4200)).toBe('<span class="sqs-money-native">42.00</span>');
  });

  it('prints nothing for a value that is no amount', () => {
    expect(format(moneyString, undefined)).toBe('');
  });
});
