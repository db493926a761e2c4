import { describe, expect, it } from 'vitest';
import { round } from '../../formatters/round.js';
import { toText } from '../../engine/values.js';
import { format } from '../helpers/fake-scope.js';

describe('round', () => {
  it('rounds to the nearest whole number, halves upwards', () => {
    const values = [-1.9, -1.6, -1.5, -1.4, -1.1, 1.1, 1.4, 1.5, 1.6, 1.9];
    expect(values.map((n) => format(round, n))).toEqual([-2, -2, -1, -1, -1, 1, 1, 2, 2, 2]);
  });

  it('prints a rounded-away negative fraction as 0', () => {
    expect(toText(format(round, -0.4))).toBe('0');
  });

  it('reads numeric text', () => {
    expect(format(round, ' 2.5 ')).toBe(3);
  });

  // The reference prints 0 for a missing value and NaN for text.
  it('prints nothing for a value that is not a number', () => {
    for (const value of [undefined, null, 'x', [1]]) expect(format(round, value)).toBeUndefined();
  });
});
