import { describe, expect, it } from 'vitest';
import { nth } from '../../predicates/nth.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

describe('nth?', () => {
  it('holds when the node is a multiple of the argument', () => {
    const yes = [0, 4, 8, 12, -4, -8, -12];
    const no = [1, 2, 3, 5, 11, -1, -2, -3, 1.5, 3.5];
    expect(yes.every((n) => check(nth, n, ['4']))).toBe(true);
    expect(no.some((n) => check(nth, n, ['4']))).toBe(false);
  });

  it('tests the first of two arguments against the second', () => {
    const holds = [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      check(nth, 'letter', ['@index0', '3'], fakeScope({ vars: { '@index0': i } })),
    );
    expect(holds).toEqual([true, false, false, true, false, false, true, false]);
  });

  it('reads the divisor from a variable', () => {
    expect(check(nth, 6, ['every'], fakeScope({ node: 6, data: { every: 3 } }))).toBe(true);
  });

  it('is false for a zero, missing or fractional divisor', () => {
    for (const arg of ['0', 'x', '1.5']) expect(check(nth, 6, [arg])).toBe(false);
  });

  it('is false for values that are not numbers', () => {
    for (const value of ['4', null, undefined, true]) expect(check(nth, value, ['2'])).toBe(false);
  });

  it('is false without arguments', () => {
    expect(check(nth, 4, [])).toBe(false);
  });
});
