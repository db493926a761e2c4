import { describe, expect, it } from 'vitest';
import { mod } from '../../formatters/mod.js';
import { ErrorCode } from '../../engine/error-codes.js';
import { fakeScope, format } from '../helpers/fake-scope.js';

describe('mod', () => {
  it('gives the remainder by the argument', () => {
    expect([0, 1, 2, 3, 4, 7].map((n) => format(mod, n, ['3']))).toEqual([0, 1, 2, 0, 1, 1]);
  });

  it('divides by 2 without an argument', () => {
    expect([0, 1, 2, 3].map((n) => format(mod, n))).toEqual([0, 1, 0, 1]);
  });

  it('keeps the sign of the value', () => {
    expect(format(mod, -5, ['3'])).toBe(-2);
    expect(format(mod, 5, ['-3'])).toBe(2);
  });

  it('reads numeric text and booleans', () => {
    expect(format(mod, '7', ['4'])).toBe(3);
    expect(format(mod, true, ['4'])).toBe(1);
  });

  // The reference prints NaN for text and 0 for a missing value.
  it('prints nothing for a value that is not a number', () => {
    for (const value of ['x', null, undefined, {}]) expect(format(mod, value, ['3'])).toBeUndefined();
  });

  it('reports a zero or non-numeric divisor and falls back to 2', () => {
    const scope = fakeScope();
    expect(format(mod, 5, ['0'], scope)).toBe(1);
    expect(format(mod, 5, ['x'], scope)).toBe(1);
    expect(scope.errors.map((e) => e.code)).toEqual([ErrorCode.InvalidArguments, ErrorCode.InvalidArguments]);
  });

  it('cuts a fractional divisor down', () => {
    expect(format(mod, 5, ['2.5'])).toBe(1);
  });
});
